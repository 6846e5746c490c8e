"""The console script starts, lists every area's commands, and turns user errors into messages."""


def test_help_lists_command_groups(cli):
    code, out, err = cli("--help")
    assert code == 0, err
    for group in ("validate", "export", "generate", "check", "score", "probe"):
        assert group in out


def test_missing_data_folder_is_a_clear_error():
    import pytest

    from solver.errors import DataError
    from solver.paths import resolve_data_dir

    with pytest.raises(DataError, match="does not exist"):
        resolve_data_dir("/no/such/folder")


def test_typer_exit_code_reaches_the_shell(monkeypatch):
    """Commands may `raise typer.Exit(1)`; the console script must exit 1, not 0."""
    import pytest
    import typer

    from solver import cli
    from solver.cli_apps import app

    @app.command("fail-for-test", hidden=True)
    def _fail() -> None:
        raise typer.Exit(3)

    monkeypatch.setattr("sys.argv", ["physkb", "fail-for-test"])
    with pytest.raises(SystemExit) as exc:
        cli.main()
    assert exc.value.code == 3


def test_version_and_flags_without_a_type(cli):
    code, out, err = cli("--version")
    assert code == 0 and out.startswith("physkb ") and out.split()[1][0].isdigit()
    code, out, err = cli("run", "--help")
    assert code == 0 and "--no-demos" in out and "<bool>" not in out


def test_the_suite_writes_temporary_files_and_caches_under_its_own_tmp():
    """Crash files (tempfile, here and in physkb subprocesses through TMPDIR) and the datasets caches."""
    import os
    import tempfile
    from pathlib import Path

    from conftest import _SUITE_TMP

    base = _SUITE_TMP.resolve()
    assert base.name.startswith("physkb-tests-")
    for where in (tempfile.gettempdir(), os.environ["TMPDIR"], os.environ["HF_DATASETS_CACHE"],
                  os.environ["HF_MODULES_CACHE"]):
        assert base == Path(where).resolve() or base in Path(where).resolve().parents
