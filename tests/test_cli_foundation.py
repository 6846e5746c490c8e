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
