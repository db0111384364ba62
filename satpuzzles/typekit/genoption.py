"""A type's own generation option, in a module of its own: every type names its options when it is imported (the
command line builds flags from them), and `satpuzzles solve` should not load the rest of `generating` for that."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class GeneratorOption:
    """One type-specific generation option: `--name VALUE` (or `--name` / `--no-name` for a bool)."""

    name: str  # the Python name, e.g. "max_height" (the flag is --max-height)
    kind: type  # int, float or bool
    help: str
    minimum: float | None = None
    maximum: float | None = None

    @property
    def flag(self) -> str:
        return "--" + self.name.replace("_", "-")
