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
