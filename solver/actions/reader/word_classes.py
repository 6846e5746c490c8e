"""Classes of function words the reader tells apart (auxiliaries, indefinite and definite determiners)."""
from __future__ import annotations

AUXILIARIES = {"avere", "essere", "stare", "be", "have", "do", "can", "will", "would", "should", "could"}
# Indefinite articles: "a stamp" after "the only stamp" was used is a second stamp (rule none_left).
INDEFINITE = frozenset({"a", "an", "un", "uno", "una"})
DEFINITE_DETS = frozenset({"the", "my", "her", "his", "their", "our", "your", "its"})
