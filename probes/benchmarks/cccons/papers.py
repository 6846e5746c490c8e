"""Where the CConS paper's figures (the release's papers/cccons.csv) sit in our per-file accuracy table."""
from __future__ import annotations

from typing import Optional

from probes.reference_figures import PaperSource

# a phrase of the paper's setting -> the group of our table
_SPLITS = (("ordinary", "normal_full"), ("CCommon (adversarial) / context", "adversarial_full"),
           ("easy", "adversarial_easy"))


def _split(setting: str) -> Optional[str]:
    return next((split for key, split in _SPLITS if key in setting), None)


PAPERS = PaperSource("cccons", "cccons.csv", _split)
