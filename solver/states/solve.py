"""Find story conflicts with clingo: all stories ground together in one call.

Every fact carries the story id as its first argument, so one grounding and one solve
cover a whole release (355 GITA stories in well under a second). The programs are the
rules/states_*.lp files; Python only writes facts and reads back conflict atoms.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Iterable, Optional, Sequence

from solver.logic import states as P, vocabulary as V
from solver.logic.asp import control, decode, facts_text, rule_name, signature
from solver.logic.catalogue import declared_in, rule_doc
from solver.language.sorts import sorts_of
from solver.paths import KB_DIR, RULES_DIR
from solver.states.explain import explain
from solver.states.model import StateLabel, Story
import clingo
from clingo import String

RULE_FILES = (
    "states_labels.lp", "states_fluents.lp", "states_conflicts.lp",
)


def _why(rule: str) -> str:
    """Why a rule set a clash aside or passed a sentence over: its description in its own rule file."""
    doc = rule_doc(rule)
    return doc.words if doc is not None else rule




class UnsatisfiableStories(RuntimeError):
    """The rules found no stable reading of the labels (a loop through negation): never a verdict."""


@dataclass(frozen=True)
class Clash:
    """One derived conflict: sentence `breakpoint` needs entity.attribute = needed, but
    sentence `evidence` left it at `held`. `rule` is the annotated precondition or the
    domain rule that demands the value; `set_by` is the effect or domain rule that set it."""

    evidence: int
    breakpoint: int
    entity: str
    attribute: str
    needed: bool
    held: bool
    rule: str
    set_by: str


@dataclass(frozen=True, order=True)
class VariantClash:
    """Why a rule comparing a variant with its base story pairs `evidence` -> `breakpoint` on
    entity.attribute = value: in story `base`, sentence `base_enabler` brings about that state and
    sentence `base_needer` needs it. `rule`: enabling_order (the variant tells the needer, at
    `evidence`, before the enabler, at `breakpoint`) or lost_enabler (the variant replaced the enabler,
    at `evidence`; the needer is the breakpoint)."""

    rule: str
    evidence: int
    breakpoint: int
    entity: str
    attribute: str
    value: bool
    base: str
    base_enabler: int
    base_needer: int


@dataclass
class ConflictResult:
    """The solver's verdict on one story: plausible, or the pair evidence -> breakpoint with its trace."""

    story_id: str
    plausible: bool
    breakpoint: int = -1
    evidence: int = -1
    clashes: list[Clash] = field(default_factory=list)  # all state clashes at the breakpoint
    supported_pairs: set[tuple[int, int]] = field(default_factory=set)  # (i, j) whose states clash pairwise
    trace: list[str] = field(default_factory=list)  # named rules and state facts behind the verdict
    deciding_rules: list[str] = field(default_factory=list)  # rules that set a clash aside or chose between stories
    variant_clashes: list[VariantClash] = field(default_factory=list)  # reasons found against the base story
    explanation: str = ""

    @property
    def pair(self) -> Optional[tuple[int, int]]:
        return None if self.plausible else (self.evidence, self.breakpoint)

    @property
    def rules(self) -> list[str]:
        """Names of the rules that produced the conflict (precondition/effect are the annotated labels)."""
        names: dict[str, None] = {}
        for c in self.clashes:
            if c.evidence == self.evidence:
                names.setdefault(c.rule, None)
                names.setdefault(c.set_by, None)
        for v in self.variant_clashes:
            names.setdefault(v.rule, None)
        for name in self.deciding_rules:
            names.setdefault(name, None)
        return list(names)

    def to_json(self) -> dict:
        return {
            "story_id": self.story_id,
            "plausible": self.plausible,
            "breakpoint": self.breakpoint,
            "evidence": self.evidence,
            "rules": self.rules,
            "trace": self.trace,
            "explanation": self.explanation,
        }


def _q(text: str) -> str:
    """An ASP string literal as clingo prints it (for solver/actions until it writes clorm facts)."""
    return str(String(text))


def nouns_of(entity: str) -> list[str]:
    """The names under which the household knowledge (kb/states/*.lp) may list an entity: the whole
    name in lower case, and for a name of several words its first word (Italian puts the head noun
    first: "ferro da stiro") and its last (English puts it last: "coffee mug"); for a name of three words or
    more also its last two, a compound head after a describing word ("corded vacuum cleaner": a vacuum cleaner)."""
    name = " ".join(entity.split()).casefold()
    if not name:
        return []
    words = name.split()
    compound = [" ".join(words[-2:])] if len(words) > 2 else []
    return list(dict.fromkeys([name, words[0], *compound, words[-1]]))


def story_facts(story: Story) -> list:
    """Typed facts of one story in physkb's state vocabulary (solver/logic/vocabulary.py): its labels as
    told_state / told_move, and the vocabulary's other records (places, holders, locks, ...) it carries."""
    s = story.id
    out: list = [P.Story(s)]
    out += [P.Sent(s, t) for t in range(len(story.states))]
    out += [P.Entity(s, e) for e in story.entities]
    for e in dict.fromkeys([*story.entities, *(lab.entity for labels in story.states for lab in labels)]):
        out += [P.Noun(s, e, n) for n in nouns_of(e)]
    if story.actor:
        out.append(P.Actor(s, story.actor))
    # The 20 attributes enter as the vocabulary's told_state / told_move (rules/states_labels.lp turns them
    # into the label codes the laws were written over); the vocabulary's other records come with the story.
    for t, labels in enumerate(story.states):
        for lab in labels:
            if lab.change is not None:
                out.append(V.ToldMove(s, t, lab.entity, lab.attribute, lab.change))
            elif lab.pre is not None or lab.post is not None:
                out.append(V.ToldState(s, t, lab.entity, lab.attribute, lab.pre, lab.post))
    out += story.told
    out += [P.PlaceRoom(s, place) for place in _places_told(story.told) if _is_room(place)]
    return out


def _places_told(told: Sequence) -> list[str]:
    """The places a reading's told_at records name (pre and post), each once."""
    places = [p for fact in told if isinstance(fact, V.ToldAt) for p in (fact.pre, fact.post)]
    return list(dict.fromkeys(p for p in places if isinstance(p, str) and p and p != "u"))


def _is_room(place: str) -> bool:
    """A room of a building by the one taxonomy (kb/language/sorts.lp), in English or Italian."""
    return any("room" in sorts_of(place.casefold(), lang) for lang in ("en", "it"))


def content_signature(labels: Sequence[StateLabel]) -> tuple:
    """What one sentence annotates, as a comparable multiset: (entity, attribute, pre, post, change) of each
    informative label, entity names without surrounding spaces and case. Two sentences with the same
    signature say the same thing about the same things, whatever their wording."""
    return tuple(sorted(
        (lab.entity.strip().casefold(), lab.attribute, str(lab.pre), str(lab.post), str(lab.change))
        for lab in labels if lab.informative))


def _match_kth(keys: Sequence, base_keys: Sequence) -> list[tuple[int, int]]:
    """(t, t2) pairs where key t equals base key t2, the k-th copy of a key matching the k-th copy in
    the base; empty keys match nothing."""
    where: dict = {}
    for t2, key in enumerate(base_keys):
        if key:
            where.setdefault(key, []).append(t2)
    seen: dict = {}
    out = []
    for t, key in enumerate(keys):
        if not key or key not in where:
            continue
        k = seen.get(key, 0)
        seen[key] = k + 1
        if k < len(where[key]):
            out.append((t, where[key][k]))
    return out


def content_matches(story: Story, base: Story) -> list[tuple[int, int]]:
    """(t, t2): sentence t of `story` annotates exactly what sentence t2 of `base` does. Sentences that
    annotate nothing are left out; the k-th sentence with a given signature matches the k-th in the base."""
    return _match_kth([content_signature(labels) for labels in story.states],
                      [content_signature(labels) for labels in base.states])


def is_reordering(story: Story, base: Story) -> bool:
    """True when `story` tells exactly the annotated sentences of `base` (the same signatures, as many
    times each) in another order: an order variant, not a cloze one (which replaces a sentence)."""
    sigs = [content_signature(labels) for labels in story.states]
    base_sigs = [content_signature(labels) for labels in base.states]
    return sigs != base_sigs and Counter(sigs) == Counter(base_sigs)


def text_matches(story: Story, base: Story) -> list[tuple[int, int]]:
    """(t, t2): sentence t of `story` reads word for word as sentence t2 of `base` (the k-th copy of a
    text matches the k-th copy in the base). Empty sentences are left out."""
    return _match_kth([x.strip() for x in story.sentences], [x.strip() for x in base.sentences])


def is_text_reordering_with_labels_in_place(story: Story, base: Story) -> bool:
    """True when `story` tells the base's sentences in another order (the same texts, as many times
    each) but its annotations were left where the base has them (not a reordering of the base's
    annotations): the text, not the labels, is then the only witness of the new order."""
    texts = [x.strip() for x in story.sentences]
    base_texts = [x.strip() for x in base.sentences]
    return (texts != base_texts and Counter(texts) == Counter(base_texts) and all(texts)
            and not is_reordering(story, base))


def replaced_position(story: Story, base: Story) -> Optional[int]:
    """The one position where `story` annotates something else than `base` while every other sentence
    annotates the same, in the same place (a cloze variant), or None."""
    if len(story.states) != len(base.states):
        return None
    differ = [t for t, (x, y) in enumerate(zip(story.states, base.states))
              if content_signature(x) != content_signature(y)]
    return differ[0] if len(differ) == 1 else None


def pair_facts(stories: Sequence[Story]) -> list:
    """Facts for stories told side by side: partner/2, same_sentence/4, and pair_task/1 for TRIP-style
    pairs (two stories, exactly one plausible by the task's definition). GITA variants are partners
    of their base story (same group), without the pair task.

    variant_of(S,B) and same_content(S,T,B,T2) link a variant to the base story it was made from
    (GITA: key N-C0 / N-O0 to key N, the release's stated structure; our stories: their `variant_of`
    field), sentence by sentence by annotated content (content_matches), never by gold labels. One
    exception: an order variant whose text is a reordering of its base but whose annotations stayed
    where the base has them (is_text_reordering_with_labels_in_place) is matched by its text
    (text_matches), the only witness of the new order; its own labels still give its states."""
    groups: dict[tuple[str, str], list[Story]] = {}
    by_id = {s.id: s for s in stories}
    for s in stories:
        if s.pair_id:
            groups.setdefault(("pair", s.pair_id), []).append(s)
        elif s.group_id:
            groups.setdefault(("group", s.group_id), []).append(s)
    for (kind, gid), members in groups.items():
        base = by_id.get(gid)
        if kind == "group" and base is not None and base not in members:
            members.append(base)
    out: list = []
    for (kind, gid), members in groups.items():
        if len(members) < 2:
            continue
        for a in members:
            if kind == "pair" and len(members) == 2:
                out.append(P.PairTask(a.id))
            if kind == "group" and a.id != gid and gid in by_id:
                out.append(P.VariantOf(a.id, gid))
                if is_text_reordering_with_labels_in_place(a, by_id[gid]):
                    # The labels did not follow the sentences: sentences are matched by their text.
                    out.extend(P.SameContent(a.id, t, gid, t2) for t, t2 in text_matches(a, by_id[gid]))
                    out.append(P.ReorderingOf(a.id, gid))
                else:
                    out.extend(P.SameContent(a.id, t, gid, t2) for t, t2 in content_matches(a, by_id[gid]))
                if is_reordering(a, by_id[gid]):
                    out.append(P.ReorderingOf(a.id, gid))
                k = replaced_position(a, by_id[gid])
                if k is not None:
                    out.append(P.ReplacedAt(a.id, gid, k))
            for b in members:
                if a is b:
                    continue
                out.append(P.Partner(a.id, b.id))
                where = {}
                for t2, y in enumerate(b.sentences):
                    if y.strip():
                        where.setdefault(y.strip(), t2)
                for t, x in enumerate(a.sentences):
                    if x.strip() in where:
                        out.append(P.SameSentence(a.id, t, b.id, where[x.strip()]))
    return out


def _rule_program(files: Sequence[str]) -> str:
    """The rule files and the household knowledge they read (kb/states/*.lp, facts only)."""
    knowledge = sorted((KB_DIR / "states").glob("*.lp"))
    return "\n".join([(RULES_DIR / name).read_text(encoding="utf-8") for name in files]
                     + [path.read_text(encoding="utf-8") for path in knowledge])


def rule_files() -> list[str]:
    """The state programs: the fixed core plus every rules/states_domain_*.lp (one domain concern each)."""
    domain = sorted(p.name for p in RULES_DIR.glob("states_domain_*.lp"))
    return list(RULE_FILES) + domain


def domain_rules() -> tuple[str, ...]:
    """Every named state rule that disabled/1 can switch off (an ablation), as the rule files declare them."""
    return declared_in(rule_files(), switchable=True)


def solve_atoms(stories: Iterable[Story], files: Optional[Sequence[str]] = None, disabled: Sequence[str] = (),
                extra_program: str = "") -> list:
    """Ground and solve all stories at once; returns the shown symbols of the single model.

    `disabled` names rules to switch off (disabled/1 facts), so an ablation measures what one rule
    adds with everything else unchanged. `extra_program` adds rules and facts (the action rules of
    rules/actions_link.lp with a story's reading, solver/stories/check.py)."""
    ctl, _ = control(program="rules/states_*.lp over the stories")
    ctl.add("base", [], _rule_program(files or rule_files()))
    stories = list(stories)
    ctl.add("base", [], facts_text(f for s in stories for f in story_facts(s)))
    ctl.add("base", [], facts_text(pair_facts(stories)))
    if extra_program:
        ctl.add("base", [], extra_program)
    ctl.add("base", [], facts_text(P.Disabled(rule_name(name)) for name in disabled))
    ctl.add("base", [], " ".join(f"#show {signature(p)}." for p in P.SHOWN))
    ctl.ground([("base", [])])
    symbols: list = []
    result = ctl.solve(on_model=lambda m: symbols.extend(m.symbols(shown=True)))
    if result.unsatisfiable:
        raise UnsatisfiableStories("the state rules have no stable reading of these stories' labels")
    return symbols


def find_conflicts(stories: Sequence[Story], files: Optional[Sequence[str]] = None,
                   disabled: Sequence[str] = (), extra_program: str = "") -> dict[str, ConflictResult]:
    """story id -> ConflictResult for every story (plausible ones included), in one clingo call."""
    stories = list(stories)
    results = {s.id: ConflictResult(s.id, plausible=True) for s in stories}
    clashes: dict[str, list[Clash]] = {s.id: [] for s in stories}
    aside: dict[str, dict[tuple[int, int], list[str]]] = {s.id: {} for s in stories}
    observed: dict[str, dict[tuple[int, str, str], list[str]]] = {}
    variants: dict[str, list[VariantClash]] = {}
    passed: dict[str, list[int]] = {}  # evidence candidates passed over by rule evidence_brought_about
    shown: dict[str, list] = {}
    for sym in solve_atoms(stories, files, disabled, extra_program):
        shown.setdefault(sym.name, []).append(sym)
    source = "rules/states_*.lp"
    for a in decode(shown, P.ChosenPlausible, source):
        results[a.story].deciding_rules.append("pair_choice")
        results[a.story].trace.append("pair_choice: its partner story breaks earlier or with stronger evidence, "
                                      "so this one is judged plausible")
    for a in decode(shown, P.Breakpoint, source):
        results[a.story].plausible = False
        results[a.story].breakpoint = a.sentence
    for a in decode(shown, P.Evidence, source):
        results[a.story].evidence = a.sentence
    for a in decode(shown, P.PassedOver, source):
        passed.setdefault(a.story, []).append(a.evidence)
    for a in decode(shown, P.SetAsideOn, source):
        aside[a.story].setdefault((a.evidence, a.breakpoint), []).append(a.rule)
    for a in decode(shown, P.ObservedBy, source):
        observed.setdefault(a.story, {}).setdefault((a.sentence, a.entity, a.attribute), []).append(a.rule)
    for a in decode(shown, P.VariantClash, source):
        if a.rule not in disabled:
            variants.setdefault(a.story, []).append(VariantClash(
                rule=a.rule, evidence=a.evidence, breakpoint=a.breakpoint, entity=a.entity, attribute=a.attribute,
                value=bool(a.value), base=a.base, base_enabler=a.base_enabler, base_needer=a.base_needer))
    for a in decode(shown, P.Supports, source):
        results[a.story].supported_pairs.add((a.evidence, a.breakpoint))
    for a in decode(shown, P.Conflict, source):
        clashes[a.story].append(Clash(
            evidence=a.evidence, breakpoint=a.breakpoint, entity=a.entity, attribute=a.attribute,
            needed=bool(a.needed), held=bool(a.held), rule=a.rule, set_by=a.set_by))
    by_id = {s.id: s for s in stories}
    for sid, res in results.items():
        for (i, j), names in sorted(aside[sid].items()):
            for name in sorted(names):
                if name not in res.deciding_rules:
                    res.deciding_rules.append(name)
                res.trace.append(f"{name}: clash sentence {i} -> sentence {j} set aside ({_why(name)})")
        for i in sorted(passed.get(sid, [])):
            if "evidence_brought_about" not in res.deciding_rules:
                res.deciding_rules.append("evidence_brought_about")
            res.trace.append(f"evidence_brought_about: sentence {i} -> sentence {res.breakpoint} passed over "
                             f"({_why('evidence_brought_about')})")
        if res.plausible:
            res.explanation = ("no sentence needs a state that the sentences before it contradict"
                               if not res.trace else "no clash left once the pair rules apply (see trace)")
            continue
        res.clashes = sorted(
            (c for c in clashes[sid] if c.breakpoint == res.breakpoint and (c.evidence, c.breakpoint) not in aside[sid]),
            key=lambda c: (c.evidence != res.evidence, c.entity, c.attribute, c.rule),
        )
        for c in res.clashes:
            if c.evidence == res.evidence and c.set_by == "observed_state_persists":
                for name in observed.get(sid, {}).get((c.evidence, c.entity, c.attribute), []):
                    if name not in res.deciding_rules:
                        res.deciding_rules.append(name)
                    res.trace.append(f"observed_state_persists: sentence {c.evidence} needed {c.entity}.{c.attribute} "
                                     f"by rule {name}, so it held afterwards")
        res.variant_clashes = sorted(v for v in variants.get(sid, [])
                                     if (v.evidence, v.breakpoint) == (res.evidence, res.breakpoint)
                                     and (v.evidence, v.breakpoint) not in aside[sid])
        trace, res.explanation = explain(by_id[sid], res)
        res.trace = trace + res.trace
    return results
