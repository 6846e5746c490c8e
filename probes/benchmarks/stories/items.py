"""Story items for the tiered task (GITA, TRIP): loading, prompts, requests, and predictions in score-tiered format.

One probe item is one GITA story, or one TRIP pair (two stories, one of them plausible).
Each item asks three tiers, every one a choice among fixed options:
1. plausibility: a single story "Yes"/"No"; a pair "Story A"/"Story B";
2. the conflict pair: one option per (evidence i, breakpoint j), i < j ("Sentence j, because
   of sentence i."), asked of every story (the tier-1 answer decides which one counts);
3. physical states: for the gold conflict's sentences, the attribute slots the annotation
   labels (breakpoint: preconditions; evidence: effects), each a choice among the
   attribute's false adjective, true adjective and "irrelevant" (location: its changes or
   "stays where it is"). Verifiability is only scored on the gold pair, and only on the
   labelled slots, so these are exactly the slots the metric reads; the model is told which
   slot, and must still pick its value, as in the papers' tier-3 probing.
By log-likelihood (one LoglikRequest per question: the options share the prompt, so the
causal backend reuses its key/value cache) or by generation (lettered options, greedy,
parsed; unparsable answers recorded and counted, never dropped).

The prediction line holds every tier's answer and, under "tiered", the story predictions in
the format of `physkb score tiered` (solver/states/tiered.py).
"""
from __future__ import annotations

from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, Optional

from solver.errors import DataError, PhyskbError
from solver.states.model import ADJECTIVES, CHANGE_WORDS, LOCATION_ATTRIBUTES, LOCATION_CHANGES, StateLabel, Story

from probes.answers import GENERATE_INSTRUCTION, parse_letter, parse_yes_no, stated_reason
from probes.benchmarks.stories import METHODS  # noqa: F401  (re-exported)
from solver.paths import KB_DIR
import re
from probes.requests import GenerateRequest, LoglikRequest, OptionScores
from solver.states.loaders import load_project_stories

CHOOSE_BY = ("sum", "norm")
PROMPT_VERSION = "physkb-stories-v2"  # v2: tier 3 asked only after a consistent answer
IRRELEVANT_PRE = "either"  # "X must be either": the state does not matter
IRRELEVANT_POST = "unchanged"
STAYS = "is not moved"


# --------------------------------------------------------------------------- items


@dataclass
class StoryItem:
    """One probe item: one story (GITA, our own) or a TRIP pair of two."""

    id: str
    stories: list[Story]

    @property
    def is_pair(self) -> bool:
        return len(self.stories) == 2


def story_to_raw(story: Story) -> dict:
    """Everything diff and explain need (sentences, labels, gold) as JSON, so a run folder stands alone."""
    return {"id": story.id, "sentences": story.sentences, "entities": story.entities, "actor": story.actor,
            "plausible": story.plausible, "breakpoint": story.breakpoint, "evidence": story.evidence,
            "partition": story.partition, "pair_id": story.pair_id, "group_id": story.group_id,
            "source": story.source,
            "states": [[{k: v for k, v in asdict(lab).items() if v is not None} for lab in labels]
                       for labels in story.states]}


def story_from_raw(raw: dict, where: str = "items.jsonl") -> Story:
    try:
        return Story(id=str(raw["id"]), sentences=list(raw["sentences"]),
                     states=[[StateLabel(**lab) for lab in labels] for labels in raw["states"]],
                     entities=list(raw.get("entities") or []), actor=raw.get("actor"), plausible=raw.get("plausible"),
                     breakpoint=int(raw.get("breakpoint", -1)), evidence=[int(e) for e in raw.get("evidence") or []],
                     partition=str(raw.get("partition") or "plausible"), pair_id=raw.get("pair_id"),
                     group_id=raw.get("group_id"), source=str(raw.get("source") or ""))
    except (KeyError, TypeError, ValueError) as err:
        raise DataError(f"story record malformed ({err})", where=f"{where} (story {raw.get('id')!r})") from err


def item_to_raw(item: StoryItem) -> dict:
    return {"id": item.id, "stories": [story_to_raw(s) for s in item.stories]}


def item_from_raw(raw: dict, where: str = "items.jsonl") -> StoryItem:
    if not isinstance(raw, dict) or "id" not in raw or not isinstance(raw.get("stories"), list):
        raise DataError("expected {id, stories: [...]}", where=where)
    return StoryItem(str(raw["id"]), [story_from_raw(s, where) for s in raw["stories"]])


def usable(story: Story) -> bool:
    """A story the task can ask about: some sentences and a known plausibility (an empty sentence, a
    release anomaly the validator reports, is shown as "(empty)" rather than dropping the story)."""
    return story.plausible is not None and any(s.strip() for s in story.sentences)


def single_items(stories: list[Story]) -> list[StoryItem]:
    return [StoryItem(s.id, [s]) for s in stories if usable(s)]


def pair_items(stories: list[Story]) -> list[StoryItem]:
    """Stories grouped by pair_id (in first-seen order); only pairs of two usable stories with one plausible."""
    groups: dict[str, list[Story]] = {}
    for s in stories:
        if s.pair_id:
            groups.setdefault(s.pair_id, []).append(s)
    items = []
    for pid, members in groups.items():
        if len(members) == 2 and all(usable(s) for s in members) and sum(bool(s.plausible) for s in members) == 1:
            items.append(StoryItem(pid, members))
    return items


def limited(items: list[StoryItem], limit: Optional[int]) -> list[tuple[dict, StoryItem]]:
    chosen = items if limit is None else items[:limit]
    return [(item_to_raw(item), item) for item in chosen]


# --------------------------------------------------------------------------- questions


@dataclass(frozen=True)
class Slot:
    """A tier-3 question: entity.attribute at `sentence`, its precondition (role pre) or effect (role post)."""

    story_id: str
    sentence: int
    entity: str
    attribute: str
    role: str  # "pre" | "post"
    gold: Any  # True/False, or a change name for location attributes

    def options(self) -> list[tuple[str, Any]]:
        """(words, value) of each choice; value None = irrelevant / no change."""
        if self.attribute in LOCATION_ATTRIBUTES:
            changes = list(LOCATION_CHANGES[self.attribute].values())
            return [(CHANGE_WORDS[c], c) for c in changes] + [(STAYS, None)]
        false_word, true_word = ADJECTIVES[self.attribute]
        return [(false_word, False), (true_word, True), (IRRELEVANT_PRE if self.role == "pre" else IRRELEVANT_POST, None)]


def state_slots(story: Story) -> list[Slot]:
    """The labelled slots the verifiability metric reads: breakpoint preconditions and evidence effects."""
    pair = story.gold_pair
    if pair is None:
        return []
    i, j = pair
    slots = [Slot(story.id, j, lab.entity.strip(), lab.attribute, "pre", lab.pre)
             for lab in story.labels(j) if lab.pre is not None and lab.attribute not in LOCATION_ATTRIBUTES]
    for lab in story.labels(i):
        if lab.attribute in LOCATION_ATTRIBUTES and lab.change:
            slots.append(Slot(story.id, i, lab.entity.strip(), lab.attribute, "post", lab.change))
        elif lab.attribute not in LOCATION_ATTRIBUTES and lab.post is not None:
            slots.append(Slot(story.id, i, lab.entity.strip(), lab.attribute, "post", lab.post))
    return slots


def conflict_pairs(story: Story) -> list[tuple[int, int]]:
    n = len(story.sentences)
    return [(i, j) for j in range(n) for i in range(j)]


def story_text(story: Story) -> str:
    return "\n".join(f"{k + 1}. {s.strip() or '(empty)'}" for k, s in enumerate(story.sentences))


@dataclass(frozen=True)
class Question:
    """One multiple-choice question of an item: the prompt, the option words, and what it is about."""

    tier: int
    story: int  # index of the story in the item (0 or 1)
    prompt: str
    options: tuple[str, ...]
    values: tuple[Any, ...]
    slot: Optional[Slot] = None


def questions(item: StoryItem) -> list[Question]:
    """Every question of an item in a fixed order (tier 1, tier 2 per story, tier 3 per gold slot)."""
    return first_questions(item) + [q for k in range(len(item.stories)) for q in state_questions(item, k)]


def first_questions(item: StoryItem) -> list[Question]:
    """Tiers 1 and 2: plausibility, then the conflict pair of every story."""
    out: list[Question] = []
    if item.is_pair:
        a, b = item.stories
        out.append(Question(1, -1, f"Story A:\n{story_text(a)}\n\nStory B:\n{story_text(b)}\n\n"
                                   "Question: Only one of these stories is physically plausible: in the other, one "
                                   "sentence cannot happen after the sentences before it. Which story is plausible?",
                            ("Story A", "Story B"), (0, 1)))
    else:
        out.append(Question(1, 0, f"Story:\n{story_text(item.stories[0])}\n\nQuestion: Is this story physically "
                                  "plausible, that is, can every sentence happen after the sentences before it?",
                            ("Yes", "No"), (True, False)))
    for k, story in enumerate(item.stories):
        pairs = conflict_pairs(story)
        if pairs:
            out.append(Question(2, k, f"Story:\n{story_text(story)}\n\nQuestion: In this story one sentence cannot "
                                      "happen because of what an earlier sentence did. Which sentence breaks the story, "
                                      "and which earlier sentence causes it?",
                                tuple(f"Sentence {j + 1}, because of sentence {i + 1}." for i, j in pairs),
                                tuple(pairs)))
    return out


def state_questions(item: StoryItem, k: int) -> list[Question]:
    """Tier 3 for story k: one question per gold-labelled slot of its conflict sentences."""
    out: list[Question] = []
    story = item.stories[k]
    for slot in state_slots(story):
        sentence = story.sentences[slot.sentence].strip() if slot.sentence < len(story.sentences) else ""
        if slot.attribute in LOCATION_ATTRIBUTES:
            ask = f"What happens to {slot.entity} in sentence {slot.sentence + 1} ({sentence})?"
        elif slot.role == "pre":
            ask = (f"For sentence {slot.sentence + 1} ({sentence}) to happen, what must {slot.entity} be "
                   f"before it ({slot.attribute.replace('h_', '')})?")
        else:
            ask = f"After sentence {slot.sentence + 1} ({sentence}), what is {slot.entity} ({slot.attribute.replace('h_', '')})?"
        words, values = zip(*slot.options())
        out.append(Question(3, k, f"Story:\n{story_text(story)}\n\nQuestion: {ask}", tuple(words), tuple(values),
                            slot))
    return out


def _answer_lead(q: Question) -> str:
    if q.tier == 1 and len(q.options) == 2 and q.options[0] == "Story A":
        return "Answer: Story"
    if q.tier == 3 and q.slot is not None:
        if q.slot.attribute in LOCATION_ATTRIBUTES:
            return f"Answer: {q.slot.entity}"
        return f"Answer: {q.slot.entity} {'must be' if q.slot.role == 'pre' else 'is'}"
    return "Answer:"


def loglik_parts(q: Question) -> tuple[str, tuple[str, ...]]:
    """Context and continuations (leading space in the continuation, as lm-evaluation-harness)."""
    lead = _answer_lead(q)
    if lead == "Answer: Story":
        return f"{q.prompt}\n{lead}", tuple(f" {o.split()[-1]}" for o in q.options)
    return f"{q.prompt}\n{lead}", tuple(f" {o}" for o in q.options)


REASON_YES_NO = ("Answer Yes or No, then a short reason on the same line: if the story is not plausible, which "
                 "sentence cannot happen and which object's state makes it impossible (for example: No, because "
                 "in sentence 4 the lamp is unplugged).")
REASON_PAIR = ("Answer with the letter of the plausible story, then a short reason on the same line: which sentence "
               "of the other story cannot happen and which object's state makes it impossible (for example: A, "
               "because in sentence 3 of story B the jar is already empty).")


def generate_prompt(q: Question, ask_reason: bool = False) -> str:
    """The lettered (or Yes/No) question; with `ask_reason`, tier 1 also asks why (the reason is checked against
    the conflict, probes.benchmarks.stories.reason_check)."""
    letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    if q.tier == 1 and q.options == ("Yes", "No"):
        return f"{q.prompt}\n{REASON_YES_NO if ask_reason else 'Answer Yes or No only.'}"
    lines = [q.prompt] + [f"{letters[k]}. {o}" for k, o in enumerate(q.options)]
    instruction = REASON_PAIR if ask_reason and q.tier == 1 else GENERATE_INSTRUCTION
    return "\n".join(lines) + f"\n{instruction}"


def prompt_record() -> dict:
    return {"name": PROMPT_VERSION,
            "template": "Story:\\n1. ...\\n\\nQuestion: <tier question>\\nAnswer:<option>  (pairs: Story A/Story B; "
                        "tier 2 'Sentence j, because of sentence i.'; tier 3 adjectives or irrelevant)",
            "choices": "texts"}


# --------------------------------------------------------------------------- adapter


def question_gold(item: StoryItem, q: Question) -> Optional[int]:
    """The index of the right option of a tier-1 or tier-2 question (None when the item's gold is unknown)."""
    if q.tier == 1:
        if item.is_pair:
            right = [k for k, s in enumerate(item.stories) if s.plausible]
            return q.values.index(right[0]) if len(right) == 1 and right[0] in q.values else None
        plausible = item.stories[0].plausible
        return q.values.index(plausible) if plausible in q.values else None
    if q.tier == 2:
        gold = item.stories[q.story].gold_pair
        return q.values.index(gold) if gold in q.values else None
    return None


class StoryAdapter:
    """Turns a story item into its questions' requests, and the answers into one prediction line."""

    def __init__(self, kind: str, method: str, choose_by: str = "sum", max_new_tokens: int = 24,
                 ask_reason: bool = False) -> None:
        if method not in METHODS:
            raise PhyskbError(f"--method {method!r}: use one of {', '.join(METHODS)}")
        if choose_by not in CHOOSE_BY:
            raise PhyskbError(f"--choose-by {choose_by!r}: use one of {', '.join(CHOOSE_BY)}")
        if kind != "causal":
            raise PhyskbError(f"story probes need a causal LM; this model is a {kind} model")
        if ask_reason and method != "generate":
            raise PhyskbError("--ask-reason needs --method generate (a reason is generated text)")
        self.kind, self.method, self.choose_by, self.max_new_tokens = kind, method, choose_by, max_new_tokens
        self.ask_reason = ask_reason

    def prompt_record(self) -> dict:
        if self.ask_reason:
            return {**prompt_record(), "ask_reason": True, "instruction": {"single": REASON_YES_NO, "pair": REASON_PAIR}}
        return prompt_record()

    def _request(self, q: Question):
        if self.method == "generate":
            tokens = max(self.max_new_tokens, 64) if self.ask_reason and q.tier == 1 else self.max_new_tokens
            return GenerateRequest(generate_prompt(q, self.ask_reason), tokens)
        return LoglikRequest(*loglik_parts(q))

    def shot_answers(self, item: StoryItem) -> list:
        """For demonstrations (probes.fewshot): per first-round request, its tier and the right option
        (index; generation: "Yes"/"No" or the letter)."""
        out = []
        for q in first_questions(item):
            g = question_gold(item, q)
            out.append((f"tier{q.tier}", None if g is None else self._gold_answer(q, g)))
        return out

    def _gold_answer(self, q: Question, index: int):
        """A right option as a demonstration shows it: its index (log-likelihood) or what generation answers."""
        if self.method != "generate":
            return index
        return q.options[index] if q.tier == 1 and q.options == ("Yes", "No") else "ABCDEFGHIJKLMNOPQRSTUVWXYZ"[index]

    def follow_up_shot_answers(self, item: StoryItem) -> list:
        """For tier-3 demonstrations (probes.fewshot): (key, request, right option) of each state question the
        item's implausible stories ask, in order; the key says pre- or post-condition, so a question about what
        a sentence needs is shown demos of the same kind."""
        out = []
        for k in range(len(item.stories)):
            for q in state_questions(item, k):
                if q.slot is not None and q.slot.gold in q.values:
                    out.append((_tier3_key(q), self._request(q), self._gold_answer(q, q.values.index(q.slot.gold))))
        return out

    def follow_up_keys(self, item: StoryItem, answers: list) -> list[str]:
        """The demonstration key of each request `follow_up` returns (same order)."""
        n_first = len(first_questions(item))
        if len(answers) != n_first:
            return []
        return [_tier3_key(q) for q in self.asked(item, answers)[n_first:]]

    def requests(self, item: StoryItem) -> list:
        """First round: tiers 1 and 2 (see follow_up for tier 3)."""
        return [self._request(q) for q in first_questions(item)]

    def asked(self, item: StoryItem, first_answers: list) -> list[Question]:
        """The questions of an item given its first-round answers: tier 3 only for a story whose
        plausibility and conflict pair the model got right, because verifiability reads the states
        of a consistent story only; the rest would cost most of the model calls and count nowhere.
        The gold decides which questions are asked, never what the model sees."""
        first = first_questions(item)
        chosen = {}
        for q, ans in zip(first, first_answers):
            choice, _ = self._choose(q, ans)
            chosen[(q.tier, q.story)] = None if choice is None else q.values[choice]
        plaus = chosen.get((1, -1 if item.is_pair else 0))
        extra: list[Question] = []
        for k, story in enumerate(item.stories):
            said_plausible = (plaus == k) if item.is_pair else plaus
            if plaus is None or story.plausible or said_plausible:
                continue
            if chosen.get((2, k)) == story.gold_pair:
                extra += state_questions(item, k)
        return first + extra

    def follow_up(self, item: StoryItem, answers: list) -> list:
        """Second round, after the first answers: the tier-3 questions `asked` adds (none afterwards)."""
        n_first = len(first_questions(item))
        if len(answers) != n_first:
            return []
        return [self._request(q) for q in self.asked(item, answers)[n_first:]]

    def _choose(self, q: Question, answer) -> tuple[Optional[int], dict]:
        if isinstance(answer, OptionScores):
            key = answer.sums if self.choose_by == "sum" else answer.norms
            best = max(range(len(key)), key=lambda k: (key[k], -k))
            return best, {"sum": [round(v, 4) for v in answer.sums], "norm": [round(v, 5) for v in answer.norms]}
        text = str(answer)
        if q.tier == 1 and q.options == ("Yes", "No"):
            yes = parse_yes_no(text)
            return (None if yes is None else (0 if yes else 1)), {"raw": text}
        choice = parse_letter(text, len(q.options))
        if choice is None:
            choice = match_option_text(text, q.options)
        return choice, {"raw": text}

    def prediction(self, item: StoryItem, answers: list) -> dict:
        qs = self.asked(item, answers[:len(first_questions(item))])
        if len(answers) != len(qs):
            raise PhyskbError(f"item {item.id}: {len(answers)} answers for {len(qs)} questions")
        record: dict[str, Any] = {"id": item.id, "tier1": None, "tier2": {}, "tier3": [],
                                  "unparsable": {"tier1": 0, "tier2": 0, "tier3": 0}}
        for q, ans in zip(qs, answers):
            choice, extra = self._choose(q, ans)
            if choice is None:
                record["unparsable"][f"tier{q.tier}"] += 1
            value = None if choice is None else q.values[choice]
            if q.tier == 1:
                record["tier1"] = {"choice": choice, "value": value, **extra}
            elif q.tier == 2:
                record["tier2"][item.stories[q.story].id] = {"choice": choice,
                                                             "pair": list(value) if value else None, **extra}
            else:
                s = q.slot
                record["tier3"].append({"story_id": s.story_id, "sentence": s.sentence, "entity": s.entity,
                                        "attribute": s.attribute, "role": s.role, "gold": s.gold,
                                        "choice": choice, "value": value, "parsed": choice is not None, **extra})
        record["parsed"] = record["tier1"] is not None and record["tier1"]["choice"] is not None
        if self.ask_reason and record["tier1"] is not None:

            # a pair's answer often echoes its option ("A. Story A The story ..."): the echo is no reason
            record["reason"] = re.sub(r"^story\s+[ab]\b[\s.:,;)\-]*", "",
                                      stated_reason(str(record["tier1"].get("raw") or "")), flags=re.IGNORECASE)
        record["tiered"] = tiered_predictions(item, record)
        return record


def _tier3_key(q: Question) -> str:
    """Kinds of tier-3 question a demo is matched on: a precondition, an effect, or where something goes."""
    if q.slot is None:
        return "tier3"
    if q.slot.attribute in LOCATION_ATTRIBUTES:
        return "tier3-location"
    return f"tier3-{q.slot.role}"


def tiered_predictions(item: StoryItem, record: dict) -> list[dict]:
    """The item's answers as `physkb score tiered` lines (a story whose tier 1 is unparsable gets none)."""
    t1 = record.get("tier1") or {}
    if t1.get("choice") is None:
        return []
    if item.is_pair:
        plausible_index = t1["value"]
        verdicts = {s.id: k == plausible_index for k, s in enumerate(item.stories)}
    else:
        verdicts = {item.stories[0].id: bool(t1["value"])}
    out = []
    for story in item.stories:
        plausible = verdicts[story.id]
        line: dict[str, Any] = {"story_id": story.id, "plausible": plausible, "breakpoint": None, "evidence": None}
        if not plausible:
            pair = (record.get("tier2") or {}).get(story.id, {}).get("pair")
            if pair:
                line["evidence"], line["breakpoint"] = pair
            states = []
            for st in record.get("tier3") or []:
                if st["story_id"] != story.id or st["value"] is None:
                    continue
                entry = {"sentence": st["sentence"], "entity": st["entity"], "attribute": st["attribute"]}
                if st["attribute"] in LOCATION_ATTRIBUTES:
                    entry["change"] = st["value"]
                else:
                    entry[st["role"]] = st["value"]
                states.append(entry)
            if states:
                line["states"] = states
        out.append(line)
    return out


def _norm_words(text: str) -> str:
    return " ".join(re.findall(r"[a-z0-9]+", text.lower()))


def match_option_text(text: str, options: tuple[str, ...]) -> Optional[int]:
    """The option whose words open the answer (a model often repeats the option instead of its letter);
    the longest match wins, so "sentence 3 because of sentence 1" is not read as a shorter option."""
    said = _norm_words(text)
    hits = [(len(_norm_words(o)), k) for k, o in enumerate(options)
            if _norm_words(o) and (said == _norm_words(o) or said.startswith(_norm_words(o) + " "))]
    return max(hits)[1] if hits else None


def adapter_for(kind: str, method: str, settings: dict) -> StoryAdapter:
    return StoryAdapter(kind, method, settings.get("choose_by", "sum"), settings.get("max_new_tokens") or 24,
                        ask_reason=bool(settings.get("ask_reason")))


def kb_stories() -> list[Story]:
    """Our own stories (kb/stories): the embedded default when no release is given."""
    return load_project_stories(Path(KB_DIR) / "stories")
