"""ProbLog facts and answers of the affordance programs (rules/affordances*.pl, kb/affordances/*.pl)."""
from __future__ import annotations

from solver.logic.declare import fact


Typical = fact("typical", kind=str, classes=tuple[str, ...],
               doc="typical(Kind, Classes) (kb/affordances/typical.pl): the classes a kind typically affords.")
KindAffords = fact("kind_affords", kind=str, cls=str,
                   doc="P::kind_affords(Kind, Class) (kb/affordances/priors.pl); the probability is the clause's.")
NounAffords = fact("noun_affords", noun=str, cls=str)
AttestedNoun = fact("attested_noun", noun=str)
Affords = fact("affords", cls=str, doc="affords(Class): the answer of the affordance programs.")
# effect: raises | blocks
Fired = fact("fired", rule=str, cls=str, effect=str,
             doc="fired(Rule, Class, Effect) (rules/affordances.pl): a named rule raised or blocked a class.")


# ------------------------------------------------------------------ kinds of objects (kb/affordances/lexicon.pl)
Kind = fact("kind", kind=str, description=str, doc="kind(Kind, Description).")
KindNouns = fact("kind_nouns", kind=str, nouns=tuple[str, ...],
                 doc="kind_nouns(Kind, Nouns): singular head nouns of a kind.")
KindGroup = fact("kind_group", group=str, words=tuple[str, ...])
ModifierKind = fact("modifier_kind", word=str, group=str, kind=str,
                    doc="modifier_kind(Word, Group, Kind): a modifier word turns a head noun of the group into the "
                        "kind.")
SizeKind = fact("size_kind", size_kind=str, kind=str,
                doc="size_kind(SizeKind, Kind): a kind of kb/sizes/nouns.pl read as a kind here.")
