"""The power back after a cut: devices have power again, but whether each runs again is not known.

A device switched on after the power came back was off (no conflict), one used as a tool needs only its
power; one used while the power is still out is a conflict (rules/actions_propose.lp: repowered_tool)."""
from __future__ import annotations

import pytest

from text_stories import check_texts


CASES = [
    # (sentences, plausible?)
    (["Ieri sera è saltata la corrente in casa.", "Stamattina la corrente è tornata.",
      "Marco ha acceso la televisione."], True),
    (["Ieri sera è saltata la corrente in casa.", "Stamattina la corrente è tornata.",
      "Sara si è asciugata i capelli con il phon."], True),
    (["Ieri sera è saltata la corrente in casa.", "Sara si è asciugata i capelli con il phon."], False),
]


@pytest.mark.parametrize("sentences, plausible", CASES)
def test_power_back_gives_power_not_a_running_device(sentences, plausible):
    result = check_texts({"power": sentences})["power"]
    assert result.plausible is plausible, result
