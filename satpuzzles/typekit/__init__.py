"""The kernel: the one part of satpuzzles a puzzle type imports (docs/architecture.md)."""
