"""Issue 15: the exit-code contract (README, "Exit codes and bug reports") for usage errors,
bad input, unknown names and internal errors; never a bare traceback."""
from __future__ import annotations

import pytest


def _no_traceback(err: str) -> None:
    assert "Traceback" not in err, err


@pytest.mark.parametrize("args, code", [
    (("size", "", "a"), 1),                              # a missing argument
    (("nosuchcommand",), 2),                             # unknown command, with the known ones
    (("validat",), 2),                                   # unknown command, closest name
    (("probe", "coat", "--items", "x", "--limit", "abc"), 1),  # a value of the wrong type
    (("validate", "coat", "--bogus"), 2),                # unknown option
    (("probe", "coat", "--limt", "3"), 2),               # unknown option, closest names
])
def test_usage_errors_exit_by_contract_without_traceback(cli, args, code):
    rc, out, err = cli(*args)
    _no_traceback(err)
    assert rc == code, err
    assert "Error" in err


def test_unknown_command_names_the_closest_commands(cli):
    rc, _, err = cli("nosuchcommand")
    assert rc == 2 and "known commands:" in err and "validate" in err
    rc, _, err = cli("validat")
    assert rc == 2 and "Did you mean 'validate'" in err


def test_unknown_option_names_the_closest_options(cli):
    rc, _, err = cli("probe", "coat", "--limt", "3")
    assert rc == 2 and "--limit" in err


def test_internal_error_has_its_own_code_and_says_where_to_report(monkeypatch, capsys):
    from solver import cli
    from solver.cli_apps import app
    from solver.exit_codes import INTERNAL_ERROR

    @app.command("crash-for-test", hidden=True)
    def _crash() -> None:
        raise ZeroDivisionError("boom")

    monkeypatch.setattr("sys.argv", ["physkb", "crash-for-test"])
    with pytest.raises(SystemExit) as exc:
        cli.main()
    err = capsys.readouterr().err
    assert exc.value.code == INTERNAL_ERROR == 3
    assert "internal error" in err and "report" in err and "physkb-crash-" in err
    assert "Traceback" not in err


def test_os_errors_on_user_paths_are_bad_input(monkeypatch, capsys):
    from solver import cli
    from solver.cli_apps import app

    @app.command("readonly-for-test", hidden=True)
    def _ro() -> None:
        raise PermissionError(13, "Permission denied", "/some/folder/file.txt")

    monkeypatch.setattr("sys.argv", ["physkb", "readonly-for-test"])
    with pytest.raises(SystemExit) as exc:
        cli.main()
    err = capsys.readouterr().err
    assert exc.value.code == 1 and "/some/folder/file.txt: Permission denied" in err
