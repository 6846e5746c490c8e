"""Where the COAT paper's figures (the release's papers/coat.csv) sit in our COAT tables."""
from __future__ import annotations

import re
from typing import Optional

from probes.reference_figures import PaperSource


def _split(setting: str) -> Optional[str]:
    """"Task-1 v3 (...)" -> "task1_v03", the split our tables name a task type and variation by."""
    m = re.match(r"Task-(\d)\s+v(\d+)", setting)
    return f"task{m.group(1)}_v{int(m.group(2)):02d}" if m else None


PAPERS = PaperSource("coat", "coat.csv", _split)
