"""Where the GITA paper's figures (the release's papers/gita.csv) sit in our tiered tables: per pair, n from
the statistics table's count of implausible stories."""
from __future__ import annotations

from typing import Optional

from probes.reference_figures import PaperSource


def _split(setting: str) -> Optional[str]:
    return setting if setting in ("cloze", "order") else None


PAPERS = PaperSource("gita", "gita.csv", _split, pairs_count="implausible stories ({split})")
