"""The stories `probe states` reads: one item per story, from any story source physkb loads (a TRIP or GITA
release folder or file, natural_dev.json, a folder of our stories), by default kb/stories."""
from __future__ import annotations

from pathlib import Path
from typing import Any, Optional

from solver.errors import DataError
from solver.paths import KB_DIR, resolve_data_dir
from probes.benchmarks.stories.items import StoryItem, item_to_raw, usable
from solver.states.loaders import load_any


def stories_source(data: Optional[str | Path]) -> Path:
    """The folder or file the stories come from: --data (or $PHYSKB_DATA's trip/ folder), else kb/stories."""
    root = resolve_data_dir(data)
    if root is None:
        return Path(KB_DIR) / "stories"
    if root.is_dir() and not any(root.glob("*.json")) and (root / "trip").is_dir():
        return root / "trip"  # the shared data folder: TRIP, the tiers' own benchmark
    return root


def load_items(data: Optional[str | Path], limit: Optional[int] = None) -> list[tuple[dict, Any]]:
    """(raw, item) per story with a known plausibility, in the source's order; with `limit`, the first N stories,
    and the partner of the last one when it has a pair (TRIP), so pairs stay whole."""
    source = stories_source(data)
    if not source.exists():
        raise DataError("no such file or folder", where=str(source))
    stories = [s for s in load_any(source) if usable(s)]
    if limit is not None:
        chosen = stories[:limit]
        last_pair = chosen[-1].pair_id if chosen else None
        if last_pair:
            chosen += [s for s in stories[limit:] if s.pair_id == last_pair]
        stories = chosen
    items = [StoryItem(s.id, [s]) for s in stories]
    return [(item_to_raw(item), item) for item in items]
