"""The exit-code contract of the `physkb` console script, and the mapping of errors onto it.

One contract for every command, so scripts driving physkb can tell a typo from bad data from
a bug in physkb itself:

    0  success
    1  bad input or a failed check; the message names the file, record and field at fault
    2  an unknown name (command, option, model, task, --method value ...), with the closest names
    3  an internal error: a bug in physkb; the traceback is saved and the message says where to report it
    4  check-story: a story was not understood (nothing of it could be read); the verdict names its clauses
  130  interrupted (Ctrl-C)

typer 0.29 ships its own copy of click (typer._click), so usage errors are matched on both
copies' classes: matching only `click.ClickException` let every usage error through as a traceback.
"""
from __future__ import annotations

import difflib
import os
import sys
import tempfile
import traceback
from datetime import datetime, timezone

from solver.errors import PhyskbError

OK = 0
BAD_INPUT = 1
UNKNOWN_NAME = 2
INTERNAL_ERROR = 3
NOT_UNDERSTOOD = 4  # check-story: a story the reader could not read at all (its verdict says which clauses)
INTERRUPTED = 130
# Where bugs go: the tracker of the physkb repository (README, "Exit codes").
REPORT_TO = "the physkb issue tracker (see README.md, section 'Exit codes and bug reports')"
DEBUG_ENV = "PHYSKB_DEBUG"


def _click_modules() -> list:
    """Both click copies that may raise: typer's private one and the standalone package."""
    mods = []
    try:
        from typer._click import exceptions as typer_click

        mods.append(typer_click)
    except ImportError:  # an older typer uses the standalone click
        pass
    try:
        from click import exceptions as plain_click

        mods.append(plain_click)
    except ImportError:
        pass
    try:  # typer's own Abort (raised when a prompt meets the end of its input), not click's class
        from typer import exceptions as typer_own

        mods.append(typer_own)
    except ImportError:
        pass
    return mods


def _is(err: BaseException, name: str) -> bool:
    return any(isinstance(err, getattr(mod, name)) for mod in _click_modules() if hasattr(mod, name))


def _closest(name: str, known: list[str]) -> str:
    close = difflib.get_close_matches(name, known, n=5, cutoff=0.6)
    return ", ".join(close or known)


def usage_error_code(err: BaseException) -> int:
    """Print a click usage error with the closest names where a name was unknown; return its exit code."""
    ctx = getattr(err, "ctx", None)
    if _is(err, "NoArgsIsHelpError"):
        err.show()
        return BAD_INPUT
    message = str(getattr(err, "message", err))
    if _is(err, "NoSuchOption"):
        hint = ""
        if not getattr(err, "possibilities", None) and ctx is not None:
            known = sorted(o for p in ctx.command.params for o in getattr(p, "opts", []) if o.startswith("-"))
            hint = f"; known options: {_closest(err.option_name, known)}" if known else ""
        _show(err, hint)
        return UNKNOWN_NAME
    if message.startswith("No such command") and ctx is not None:
        hint = ""
        if "Did you mean" not in message:
            known = sorted(ctx.command.list_commands(ctx)) if hasattr(ctx.command, "list_commands") else []
            name = message.split("'")[1] if message.count("'") >= 2 else ""
            hint = f"; known commands: {_closest(name, known)}" if known else ""
        _show(err, hint)
        return UNKNOWN_NAME
    _show(err, "")
    return BAD_INPUT


def _show(err: BaseException, hint: str) -> None:
    if hint:
        err.message = f"{str(err.message).rstrip('.')}{hint}"
    err.show()


def os_error_message(err: OSError) -> str:
    """One line naming the path and what the system refused (read-only folder, a folder where a file was expected)."""
    what = err.strerror or err.__class__.__name__
    paths = [p for p in (err.filename, err.filename2) if p]
    return f"{' -> '.join(map(str, paths))}: {what}" if paths else f"{what}: {err}"


def internal_error(err: BaseException) -> int:
    """Save the traceback and say where to report it; a bug in physkb is never mistaken for bad input."""
    text = "".join(traceback.format_exception(type(err), err, err.__traceback__))
    stamp = datetime.now(timezone.utc).strftime("%Y%m%dT%H%M%S")
    saved = ""
    try:
        fd, path = tempfile.mkstemp(prefix=f"physkb-crash-{stamp}-", suffix=".txt")
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(f"physkb {' '.join(sys.argv[1:])}\n\n{text}")
        saved = f"; the traceback is saved in {path}"
    except OSError:
        print(text, file=sys.stderr)
    print(f"physkb: internal error (a bug in physkb, not in your input): {type(err).__name__}: {err}{saved}. "
          f"Please report it, with the command line, to {REPORT_TO}.", file=sys.stderr)
    return INTERNAL_ERROR


def run_with_contract(app) -> None:
    """Run the typer app and exit with the contract's code for whatever happened."""
    try:
        # Not standalone, so PhyskbError reaches us; click then returns typer.Exit's code
        # instead of exiting, and we must pass it on.
        result = app(standalone_mode=False)
        if isinstance(result, int) and not isinstance(result, bool):
            sys.exit(result)
    except PhyskbError as err:
        print(f"physkb: error: {err}", file=sys.stderr)
        sys.exit(err.exit_code)
    except SystemExit:
        raise
    except KeyboardInterrupt:
        print("physkb: interrupted", file=sys.stderr)
        sys.exit(INTERRUPTED)
    except Exception as err:  # noqa: BLE001 - every other error is mapped onto the contract
        if _is(err, "ClickException"):
            sys.exit(usage_error_code(err))
        if _is(err, "Abort"):
            if isinstance(err.__cause__ or err.__context__, KeyboardInterrupt):
                print("physkb: interrupted", file=sys.stderr)
                sys.exit(INTERRUPTED)
            print("physkb: error: the input ended before the command was done (a prompt got no answer)",
                  file=sys.stderr)
            sys.exit(BAD_INPUT)
        if isinstance(err, OSError) and (err.filename or isinstance(err, (PermissionError, IsADirectoryError,
                                                                            NotADirectoryError, FileNotFoundError))):
            print(f"physkb: error: {os_error_message(err)}", file=sys.stderr)
            sys.exit(BAD_INPUT)
        if isinstance(err, UnicodeDecodeError):  # a reader that bypassed solver.textfiles: still bad input
            print(f"physkb: error: an input file is not UTF-8 text: byte offset {err.start} holds "
                  f"0x{err.object[err.start:err.end].hex()}; re-save it as UTF-8", file=sys.stderr)
            sys.exit(BAD_INPUT)
        if os.environ.get(DEBUG_ENV):
            raise
        sys.exit(internal_error(err))
