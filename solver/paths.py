"""Where things live: the project's own kb/ and rules/, and the release data folder."""
from __future__ import annotations

import os
from pathlib import Path

from solver.errors import DataError
from solver.textfiles import missing_reason

PROJECT_ROOT = Path(__file__).resolve().parent.parent
KB_DIR = PROJECT_ROOT / "kb"
RULES_DIR = PROJECT_ROOT / "rules"


def rules_file(name: str) -> Path:
    """Path of a logic program in rules/, with an error naming it when it is missing."""
    path = RULES_DIR / name
    if not path.is_file():
        raise DataError(f"rules file not found: {path}")
    return path


def kb_file(name: str) -> Path:
    """Path of a project knowledge file in kb/."""
    path = KB_DIR / name
    if not path.exists():
        raise DataError(f"knowledge base file not found: {path}")
    return path


def resolve_data_dir(data: str | Path | None, benchmark: str | None = None) -> Path | None:
    """The release data folder from --data, else $PHYSKB_DATA, else None (embedded default).

    `data` may point at the folder holding all benchmarks (../shared/data) or straight at
    one benchmark's folder (../shared/data/coat); with `benchmark` given, both resolve to
    the benchmark's folder.
    """
    raw = data if data is not None else os.environ.get("PHYSKB_DATA")
    if raw is None or str(raw) == "":
        return None
    path = Path(raw).expanduser()
    if not path.exists():
        src = "--data" if data is not None else "PHYSKB_DATA"
        why = missing_reason(path, "data folder")
        raise DataError(f"data folder does not exist: {path}" if why == "data folder not found" else f"{path} {why}",
                        where=src)
    if benchmark and path.is_dir() and (path / benchmark).is_dir():
        return path / benchmark
    return path
