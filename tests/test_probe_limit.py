"""`probe coat --limit N` on a folder of variations spreads over them and says what it took (issue 30:
`--limit 50` probed the first 50 items of one variation only, silently)."""
from __future__ import annotations

import json

from probes.benchmarks.coat.items import limit_note, load_items, spread
from probes_models import coat_items


def test_spread_deals_the_limit_over_the_files():
    assert spread(50, [100] * 10) == [5] * 10
    assert spread(7, [2, 10, 1]) == [2, 4, 1]
    assert spread(None, [3, 4]) == [3, 4] and spread(100, [3, 4]) == [3, 4]


def test_limit_over_a_folder_takes_from_every_variation_and_says_so(tmp_path):
    items = coat_items(12)
    folder = tmp_path / "sets"
    folder.mkdir()
    for k, name in enumerate(("task1_v01", "task1_v02", "task1_v03")):
        (folder / f"{name}.jsonl").write_text("".join(json.dumps({**raw, "id": f"{name}-{i}"}) + "\n"
                                                      for i, raw in enumerate(items[4 * k: 4 * k + 4])))
    taken = load_items(folder, 6)
    assert [item.id for _, item in taken] == ["task1_v01-0", "task1_v01-1", "task1_v02-0", "task1_v02-1",
                                              "task1_v03-0", "task1_v03-1"]
    note = limit_note(folder, 6)
    assert note and "task1_v01 2/4, task1_v02 2/4, task1_v03 2/4" in note
    assert limit_note(folder, None) is None and limit_note(folder, 100) is None
