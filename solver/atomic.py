"""The one writer of physkb's output files: whole or not at all, and only over regular files.

Every output file is written to a temporary name in its target's folder and renamed over the
target only when complete, so a full disk, a killed process or a bug half-way leaves the old
file (or no file), never a truncated one. An OS error (ENOSPC, EACCES, a read-only folder) is
a DataError naming the path: bad conditions of the user's machine, exit 1, not a bug (exit 3).

What is there already is checked first: a rename replaces whatever has the name, so a symbolic
link, a FIFO, a device (`--out /dev/full` as root) or a folder would be replaced by a file. Such
a target is refused (exit 1) before anything is written; a symbolic link is written through (its
target replaced, the link kept) only when asked (`physkb --follow-symlinks ...`). A file is never
created in a system folder (/dev, /proc, /sys), where a temporary file does not belong either.
"""
from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from pathlib import Path
from typing import IO, Iterator

from solver.errors import DataError

SYSTEM_FOLDERS = (Path("/dev"), Path("/proc"), Path("/sys"))
FOLLOW_HINT = ("pass --follow-symlinks before the command (physkb --follow-symlinks COMMAND ...) to write "
               "to the file it points to, or choose another path")


class _Settings:
    follow_symlinks = False  # set per invocation by the root option (solver/cli_apps.py)


def set_follow_symlinks(on: bool) -> None:
    """Write through symbolic links (replacing the file they point to) for the rest of this command."""
    _Settings.follow_symlinks = bool(on)


def file_kind(mode: int) -> str:
    """What a non-regular file is, in words, for the refusal message."""
    for test, words in ((stat.S_ISDIR, "a folder"), (stat.S_ISFIFO, "a FIFO (named pipe)"),
                        (stat.S_ISCHR, "a character device"), (stat.S_ISBLK, "a block device"),
                        (stat.S_ISSOCK, "a socket"), (stat.S_ISLNK, "a symbolic link")):
        if test(mode):
            return words
    return "not a regular file"


def _lstat(path: Path) -> os.stat_result | None:
    try:
        return os.lstat(path)
    except FileNotFoundError:
        return None
    except OSError as err:
        raise os_failure(err, path) from None


def _in_system_folder(folder: Path) -> Path | None:
    for system in SYSTEM_FOLDERS:
        if folder == system or system in folder.parents:
            return system
    return None


def checked_target(path: str | Path) -> Path:
    """The file to replace for `path`, or a DataError (exit 1) before anything is written.

    Refused: an existing target that is not a regular file (folder, FIFO, device, socket), a
    symbolic link unless --follow-symlinks was given (then the file it points to, which must be a
    regular file or absent), and any target inside a system folder."""
    path = Path(path)
    st = _lstat(path)
    if st is not None and stat.S_ISLNK(st.st_mode):
        if not _Settings.follow_symlinks:
            raise DataError(f"is a symbolic link (to {os.readlink(path)}); physkb replaces regular files only "
                            f"and would replace the link itself; {FOLLOW_HINT} (nothing was written)",
                            where=str(path))
        path = Path(os.path.realpath(path))
        st = _lstat(path)
    if st is not None and not stat.S_ISREG(st.st_mode):
        raise DataError(f"is {file_kind(st.st_mode)}, not a regular file; physkb writes regular files only "
                        "(nothing was written); choose a file name", where=str(path))
    system = _in_system_folder(Path(os.path.realpath(path.parent)))
    if system is not None:
        raise DataError(f"is in the system folder {system}; physkb does not create files there (nothing was "
                        "written); choose a path in your own folders", where=str(path))
    return path


def os_failure(err: OSError, path: str | Path) -> DataError:
    """The DataError for an OS error while writing `path`: what the system refused, and where."""
    what = err.strerror or type(err).__name__
    hint = "; free some space and run again" if getattr(err, "errno", None) == 28 else ""
    return DataError(f"cannot write the file: {what}{hint} (nothing was left behind)", where=str(path))


@contextlib.contextmanager
def atomic_path(path: str | Path) -> Iterator[Path]:
    """A temporary path beside `path` to write to; renamed onto `path` when the block ends without
    an error, deleted otherwise."""
    path = checked_target(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".part", dir=path.parent)
        os.close(fd)
    except OSError as err:
        raise os_failure(err, path) from None
    temp = Path(tmp)
    try:
        yield temp
        checked_target(path)  # still a regular file (or absent) now that the content is ready
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


def open_to_append(path: str | Path, mode: str = "a", encoding: str | None = "utf-8") -> IO:
    """A file opened to add to its end (a run's predictions, a log of answers), checked as
    `checked_target` checks a file to replace, and opened without following a link that appeared
    since. The caller closes it (or uses it in a `with`)."""
    path = checked_target(path)
    flags = os.O_APPEND | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    flags |= os.O_RDWR if "+" in mode else os.O_WRONLY
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, flags, 0o666)
        if not stat.S_ISREG(os.fstat(fd).st_mode):  # swapped for a FIFO or device since the check
            os.close(fd)
            raise DataError("is not a regular file; physkb writes regular files only", where=str(path))
        os.set_blocking(fd, True)
    except OSError as err:
        raise os_failure(err, path) from None
    return open(fd, mode, encoding=None if "b" in mode else encoding)


def save_figure(fig, path: str | Path, **savefig_options) -> Path:
    """A matplotlib figure written whole or not at all (its format from the file's suffix)."""
    path = Path(path)
    with atomic_path(path) as temp:
        fig.savefig(temp, format=path.suffix.lstrip(".").lower() or "png", **savefig_options)
    return path
