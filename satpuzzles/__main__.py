"""`python -m satpuzzles` runs the command line."""

import sys

try:
    from satpuzzles.cli import main
except KeyboardInterrupt:  # Ctrl-C while the commands load: nothing was done yet
    sys.stderr.write("satpuzzles: interrupted\n")
    sys.exit(130)

main()
