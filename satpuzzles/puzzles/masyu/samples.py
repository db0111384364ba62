"""Masyu puzzles shipped with the type (from the puzzlekit dataset), each with its only solution."""

from __future__ import annotations

from satpuzzles.typekit.samples import Sample

SAMPLES: tuple[Sample, ...] = ()
