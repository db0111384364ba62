"""`python -m satpuzzles` runs the command line."""

from satpuzzles.cli import main

main()
