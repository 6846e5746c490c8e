"""Checks of an output path made before any work is done.

A command that generates for minutes and then finds that --out is a file, or a read-only
folder, has wasted the minutes and may leave half its output behind; these checks run first.
"""
from __future__ import annotations

import os
from pathlib import Path
from typing import Callable

from solver.errors import DataError
from solver.atomic import checked_target


def _nearest_existing(path: Path) -> Path:
    current = path.absolute()
    while not current.exists() and current != current.parent:
        current = current.parent
    return current


def check_out_folder(out: Path, option: str = "--out") -> None:
    """`out` is a folder, or can be made one: not a file, and the folder (or the nearest
    existing folder above it) is writable."""
    out = Path(out)
    if out.exists() and not out.is_dir():
        raise DataError("is a file; expected a folder to write into", where=f"{option} {out}")
    base = _nearest_existing(out)
    if not base.is_dir():
        raise DataError(f"{base} is a file, so the folder cannot be created", where=f"{option} {out}")
    if not os.access(base, os.W_OK | os.X_OK):
        raise DataError(f"cannot write into {base} (read-only folder)", where=f"{option} {out}")


def check_out_file(out: Path, option: str = "--out") -> None:
    """`out` is a file to (over)write: not a folder, and its folder is (or can be made) writable."""
    out = Path(out)
    if out.is_dir() and not out.is_symlink():
        raise DataError("is a folder; expected a file name", where=f"{option} {out}")
    try:
        out = checked_target(out)  # a link, FIFO, device or system folder: refused before any work
    except DataError as err:
        raise DataError(err.message, where=f"{option} {err.where}") from None
    if out.exists() and not os.access(out, os.W_OK):
        raise DataError("the file is read-only", where=f"{option} {out}")
    check_out_folder(out.parent, option)


def check_set_folder(out: Path, overwrite: bool, owned: Callable[[Path], bool], what: str,
                     option: str = "--out") -> None:
    """A folder that will hold one generated set: empty, or (with --overwrite) holding only a
    set of the same kind. Two sets mixed in one folder read back as one, silently."""
    check_out_folder(out, option)
    if not out.is_dir():
        return
    present = sorted(out.iterdir())
    if not present:
        return
    if not overwrite:
        raise DataError(f"the folder is not empty ({len(present)} entries); pass --overwrite to replace the "
                        f"{what} in it, or choose another {option}", where=f"{option} {out}")
    foreign = [p.name for p in present if not owned(p)]
    if foreign:
        raise DataError(f"--overwrite replaces a {what} only, and this folder also holds {', '.join(foreign[:5])}; "
                        f"choose another {option}", where=f"{option} {out}")
    for path in present:
        if not os.access(path, os.W_OK):
            raise DataError("cannot replace a read-only file", where=str(path))


def remove_stale(out: Path, keep: set[str], owned: Callable[[Path], bool]) -> list[str]:
    """Delete the set files of an earlier set that the new set did not write; returns their names."""
    removed = []
    for path in sorted(Path(out).iterdir()):
        if owned(path) and path.name not in keep:
            path.unlink()
            removed.append(path.name)
    return removed
