"""The COAT demo the main job prints."""
from __future__ import annotations

import pytest
from pathlib import Path

from solver.coat.demo import summary
from solver.coat.knowledge import load_coat_kb


def test_demo_lists_every_kb_task() -> None:
    text = summary(None)
    kb = load_coat_kb(None)
    for utility, task in kb.pairs:
        assert f"{utility} / {task}: " in text
    assert "cutting / cutting a cake: Knife (" in text
    assert "release check" not in text


@pytest.mark.slow  # over ~5 s: run by .ci/run after the default suite
def test_demo_with_release(coat_data: Path) -> None:
    text = summary(coat_data.parent)
    assert "COAT release check (release): penalties 4813/4813, ideal pairs 88/96" in text
