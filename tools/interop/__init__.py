"""The interop corpus and its runner (``make interop``); see ``docs/interop.md``."""
