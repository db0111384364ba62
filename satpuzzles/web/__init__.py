"""The local web console (`satpuzzles serve`): one page and a small JSON API over the library.

Needs the optional extra `pip install 'satpuzzles[web]'` (Starlette and uvicorn); docs/web-api.md is the
API the page uses. Nothing here solves: every answer comes from the library functions the CLI calls.
"""
