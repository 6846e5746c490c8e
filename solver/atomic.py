"""Writing output files whole or not at all.

Every output file is written to a temporary name in its own folder and renamed over the
target only when complete, so a full disk, a killed process or a bug half-way leaves the old
file (or no file), never a truncated one. An OS error (ENOSPC, EACCES, a read-only folder) is
a DataError naming the path: bad conditions of the user's machine, exit 1, not a bug (exit 3).
"""
from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path
from typing import Iterator

from solver.errors import DataError


def os_failure(err: OSError, path: str | Path) -> DataError:
    """The DataError for an OS error while writing `path`: what the system refused, and where."""
    what = err.strerror or type(err).__name__
    hint = "; free some space and run again" if getattr(err, "errno", None) == 28 else ""
    return DataError(f"cannot write the file: {what}{hint} (nothing was left behind)", where=str(path))


@contextlib.contextmanager
def atomic_path(path: str | Path) -> Iterator[Path]:
    """A temporary path beside `path` to write to; renamed onto `path` when the block ends without
    an error, deleted otherwise."""
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".part", dir=path.parent)
        os.close(fd)
    except OSError as err:
        raise os_failure(err, path) from None
    temp = Path(tmp)
    try:
        yield temp
        if path.exists():  # keep the permissions the user gave the old file
            with contextlib.suppress(OSError):
                os.chmod(temp, path.stat().st_mode & 0o7777)
        else:
            with contextlib.suppress(OSError):
                umask = os.umask(0)
                os.umask(umask)
                os.chmod(temp, 0o666 & ~umask)
        os.replace(temp, path)
    except OSError as err:
        with contextlib.suppress(OSError):
            temp.unlink()
        raise os_failure(err, path) from None
    except BaseException:
        with contextlib.suppress(OSError):
            temp.unlink()
        raise


def write_bytes(path: str | Path, data: bytes) -> None:
    """Write `data` to `path` whole or not at all (flushed to disk before the rename)."""
    with atomic_path(path) as temp:
        with open(temp, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())


def write_text(path: str | Path, text: str, encoding: str = "utf-8") -> None:
    """Write `text` to `path` whole or not at all."""
    write_bytes(path, text.encode(encoding))
