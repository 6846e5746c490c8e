"""Where the GRAFFORD paper's figures (the release's papers/grafford.csv) sit in our zero-shot table: its
text-only settings (vision ensembles and image-given runs are another task), one row per model and setting."""
from __future__ import annotations

from typing import Optional

from probes.reference_figures import PaperSource


def _split(setting: str) -> Optional[str]:
    return None if any(w in setting for w in ("ensemble", "image", "multimodal")) else "all"


PAPERS = PaperSource("grafford", "grafford.csv", _split, row_per_setting=True)
