"""Writing the files users ask for, without surprises.

An output is never a directory, is not overwritten unless the user said so
(``--force``), and a symbolic link at the output is replaced, not followed:
writing through a link would change a file the user never named. Files are
written to a temporary sibling and moved into place, so a failure leaves
the old file (or none), never half of a new one.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

__all__ = ["output_problem", "take_only_file", "write_output"]


def output_problem(path: str | Path, force: bool) -> str | None:
    """Why ``path`` may not be written (None when it may): checked before any
    work is done, so that a refusal loses nothing."""
    target = Path(path)
    if target.is_symlink():
        if force:
            return None
        return f"{target} is a symbolic link; pass --force to replace the link (its target is kept)"
    if target.is_dir():
        return f"{target} is a directory; name a file"
    if target.exists() and not force:
        return f"{target} exists; pass --force to overwrite it"
    if not target.parent.is_dir():
        if target.parent.exists():
            return f"{target.parent} is a file, not a folder to write {target.name} in"
        return f"the folder {target.parent} does not exist; create it first, or name another"
    return None


def write_output(path: str | Path, data: bytes | str) -> None:
    """Write ``data`` to ``path`` through a temporary sibling file and an atomic
    rename (a symbolic link at ``path`` is replaced, not followed)."""
    target = Path(path)
    payload = data.encode("utf-8") if isinstance(data, str) else data
    handle, temporary = tempfile.mkstemp(prefix=f".{target.name}.", dir=target.parent)
    try:
        with os.fdopen(handle, "wb") as file:
            file.write(payload)
        os.replace(temporary, target)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def take_only_file(folder: str | Path, target: str | Path) -> None:
    """Move the one data file a writer left in ``folder`` (Spark's part
    file, beside its hidden checksums and ``_SUCCESS`` marker) to
    ``target``, replacing what is there (a symbolic link is replaced, not
    followed)."""
    data = [
        entry
        for entry in sorted(Path(folder).iterdir())
        if entry.is_file() and not entry.name.startswith((".", "_"))
    ]
    if len(data) != 1:
        names = ", ".join(entry.name for entry in data) or "none"
        raise RuntimeError(f"expected one data file in {folder}, found {names}")
    os.replace(data[0], target)
