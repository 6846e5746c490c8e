"""Clause frames: what one clause says, in one format for every language.

A frame is the predicate (lemma and particle), who does it (subject), what it is done to (objects),
the prepositional roles, and how it is told: negated, only intended, only begun, described (a copula),
ordered before or after another clause. The English frames come from spaCy's dependency parse
(`english_frames`); the Italian reader builds the same frames from its lemma patterns. The action
reader maps a frame to the kb's verb patterns through `words` -- the frame's own words, one clause at
a time, in the order the sentence tells them, with a shared subject or object put where it belongs --
so the same patterns serve both readers.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional

from solver.language.lexicon import words as word_set

# How a clause is told. Only "done" (and "begun") clauses are actions that happened.
DONE, BEGUN, INTENDED, FAILED, MODAL, CONDITIONAL = "done", "begun", "intended", "failed", "modal", "conditional"
INSTEAD = "instead"  # "instead of watching TV", "without washing it": told as not done
# The clause words (verbs of going, of intending, modal auxiliaries, role prepositions, particles ...) are
# word sets of kb/language/en.lp ("clause frames"), read through solver.language.lexicon.
_TABLES = {"MOTION_VERBS": "motion_verb", "PERCEPTION_VERBS": "perception_verb", "INTENTION_VERBS": "intention_verb",
           "INCEPTIVE_VERBS": "inceptive_verb", "ACHIEVED_VERBS": "achieved_verb", "MODAL_AUX": "modal_aux",
           "ROLE_PREPS": "role_preposition", "PLACE_ADVERBS": "place_adverb", "PARTICLES": "verb_particle",
           "ORDER_MARKS": "order_mark", "FIRST_PERSON": "first_person"}


def __getattr__(name: str) -> frozenset[str]:
    """The old constant names (FIRST_PERSON ...) still answer, with the kb's word set."""
    if name in _TABLES:
        return word_set(_TABLES[name])
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


@dataclass(frozen=True)
class Word:
    """One word of a frame: as written, its lemma, and what the parser knows of it."""

    text: str
    lemma: str
    index: int  # position in the sentence
    pos: str = ""
    tag: str = ""
    entity: str = ""  # named-entity label ("PERSON")
    role: str = ""  # subj, verb, prt, neg, obj, prep, ...


@dataclass
class Frame:
    """One clause: predicate, roles and how it is told."""

    sentence: int
    index: int  # order of the clause within its sentence (order of events, not of words)
    text: str
    verb: str  # lemma of the predicate ("be" for a description)
    particle: str = ""
    subject: list[Word] = field(default_factory=list)
    objects: list[list[Word]] = field(default_factory=list)
    roles: dict[str, list[list[Word]]] = field(default_factory=dict)  # preposition -> phrases
    # prepositional phrases the parse hangs on an object, not the verb ("watched the film on TV"): the
    # reader takes an instrument from them when the verb's own roles name none
    object_roles: dict[str, list[list[Word]]] = field(default_factory=dict)
    negated: bool = False
    mode: str = DONE
    passive: bool = False
    copular: bool = False
    imperative: bool = False
    unable: bool = False  # "could not open it", "tried but failed": evidence the thing resisted
    relation: str = ""  # before / after / while / because / so / then ... to the clause it hangs on
    words: list[Word] = field(default_factory=list)  # the clause's words, in the order a pattern reads them
    # whose a subject's or object's noun is ("its battery", "the camera's battery": noun index -> the
    # possessive's words), which a phrase leaves out: a report of a part may be about its owner
    owners: dict[int, list[Word]] = field(default_factory=dict)

    @property
    def done(self) -> bool:
        return self.mode in (DONE, BEGUN) and not self.negated

    def to_json(self) -> dict:
        def ph(words: list[Word]) -> str:
            return " ".join(w.text for w in words)
        return {"sentence": self.sentence, "clause": self.index, "text": self.text, "verb": self.verb,
                "particle": self.particle, "subject": ph(self.subject), "objects": [ph(o) for o in self.objects],
                "roles": {p: [ph(x) for x in xs] for p, xs in self.roles.items()}, "negated": self.negated,
                "mode": self.mode, "passive": self.passive, "copular": self.copular,
                "imperative": self.imperative, "relation": self.relation}


# --- English, from spaCy's parse ---------------------------------------------------------------------

_PREDICATE_DEPS = {"ROOT", "conj", "advcl", "xcomp", "ccomp", "relcl", "dep", "pcomp", "parataxis", "acl"}
_NP_KEEP = {"det", "amod", "compound", "nummod", "nmod", "quantmod", "predet", "case", "cc", "conj",
            "appos", "advmod", "npadvmod", "neg"}


def _word(tok: Any, role: str = "") -> Word:
    text = tok.text
    lemma = tok.lemma_.lower()
    if text.lower() in ("n't", "not", "never"):
        text, lemma = ("not", "not") if text.lower() != "never" else ("never", "never")
    return Word(text, lemma, tok.i, tok.pos_, tok.tag_, tok.ent_type_, role)


def _is_predicate(tok: Any) -> bool:
    if tok.dep_ == "ROOT":
        return True
    if tok.dep_ not in _PREDICATE_DEPS:
        return False
    if tok.pos_ in ("VERB",):
        return True
    # "but could not": an auxiliary standing for the verb before it
    if tok.pos_ == "AUX" and tok.dep_ == "conj":
        return True
    return tok.pos_ == "AUX" and any(c.dep_ in ("acomp", "attr", "expl") for c in tok.children)


def _phrase(tok: Any, role: str) -> list[Word]:
    """The words of a noun phrase: its modifiers, an "of" phrase, coordinated nouns; no relative clause."""
    out: list[Any] = []

    def walk(t: Any, top: bool) -> None:
        out.append(t)
        for c in t.children:
            if c.dep_ in _NP_KEEP:
                if c.dep_ == "advmod" and c.i > t.i:
                    continue
                walk(c, False)
            elif c.dep_ == "prep" and c.lower_ == "of":
                walk(c, False)
            elif c.dep_ == "poss" and c.lower_ in ("its", "their"):  # "with its water": whose it is
                walk(c, False)
            elif c.dep_ == "pobj" and t.dep_ == "prep":
                walk(c, False)
    walk(tok, True)
    return [_word(t, role) for t in sorted(out, key=lambda t: t.i) if not t.is_punct]


def _subject_of(tok: Any) -> tuple[Optional[Any], bool]:
    for c in tok.children:
        if c.dep_ in ("nsubj", "csubj"):
            return c, False
        if c.dep_ in ("nsubjpass",):
            return c, True
    for c in tok.children:  # "the water had frozen": the parser may hang the subject on the auxiliary
        if c.dep_ == "aux" and c.i < tok.i:
            for g in c.children:
                if g.dep_ == "nsubj":
                    return g, False
    return None, False


def _prep_roles(tok: Any, frame_words: list[Any]) -> dict[str, list[tuple[list[Any], Any]]]:
    """Prepositional phrases of a predicate: preposition (two words for "out of", "next to") -> its objects."""
    roles: dict[str, list[tuple[list[Any], Any]]] = {}
    for c in tok.children:
        if c.dep_ == "dative" and c.pos_ in ("PROPN", "NOUN", "PRON"):
            # "handed Grandpa the muffin", "gave her the keys": the receiver, as "to Grandpa" tells it
            roles.setdefault("to", []).append(([], c))
            continue
        if c.dep_ not in ("prep", "agent", "dative") or c.lower_ not in word_set("role_preposition") | {"by"}:
            continue
        preps = [c]
        objs = [g for g in c.children if g.dep_ in ("pobj", "pcomp")]
        if not objs:  # "out of the box": "of" hangs on "out"
            inner = [g for g in c.children if g.dep_ == "prep"]
            for g in inner:
                preps.append(g)
                objs = [h for h in g.children if h.dep_ in ("pobj", "pcomp")]
                if objs:
                    break
        if not objs:
            continue
        name = " ".join(p.lower_ for p in preps)
        roles.setdefault(name, []).append((preps, objs[0]))
    # "next to the drill": "next" is an adverb with the to-phrase under it
    for c in tok.children:
        if c.dep_ == "advmod" and c.lower_ in word_set("phrase_adverb"):
            for g in c.children:
                if g.dep_ == "prep" and g.lower_ in word_set("role_preposition"):
                    objs = [h for h in g.children if h.dep_ == "pobj"]
                    if objs:
                        roles.setdefault(f"{c.lower_} {g.lower_}" if c.lower_ in ("next", "close") else g.lower_,
                                         []).append(([c, g] if c.lower_ in ("next", "close") else [g], objs[0]))
    return roles


def _object_roles(tok: Any) -> dict[str, list[list[Word]]]:
    """Prepositional phrases hanging on a predicate's direct object, on the noun of its "of" phrase, or on the
    noun of one of its own prepositional phrases ("filled the teapot with water from the kettle")."""
    out: dict[str, list[list[Word]]] = {}
    nouns = [c for c in tok.children if c.dep_ == "dobj"]
    nouns += [g for p in tok.children if p.dep_ == "prep" for g in p.children if g.dep_ == "pobj"]
    # "paid for a coffee and a croissant with cash": a noun the parse joined to the verb, with its own phrase
    nouns += [c for c in tok.children if c.dep_ == "conj" and c.pos_ not in ("VERB", "AUX")]
    nouns += [g for n in list(nouns) for p in n.children if p.dep_ == "prep" and p.lower_ == "of"
              for g in p.children if g.dep_ == "pobj"]
    for n in nouns:
        for name, items in _prep_roles(n, []).items():
            out.setdefault(name, []).extend(_phrase(o, "prep") for _, o in items)
    return out


def _false_verbs(doc: Any) -> set[int]:
    """Nouns the tagger took for coordinated verbs: "put ice cream and cake into a cup" parses "cake" as a
    verb joined to "put". A conjunct with no subject and no object of its own, hanging on a verb that has
    an object, and not in that verb's tense, is one more object."""
    out = set()
    for tok in doc:
        head = tok.head
        if tok.dep_ != "conj" or head.pos_ != "VERB" or tok.pos_ != "VERB":
            continue
        if any(c.dep_ in ("nsubj", "nsubjpass", "dobj", "aux", "prt", "xcomp", "ccomp") for c in tok.children):
            continue
        if not any(c.dep_ == "dobj" and c.i < tok.i for c in head.children):
            continue
        if tok.tag_ == head.tag_ or tok.tag_ in ("VBD", "VBN", "VBG") and head.tag_ in ("VBD", "VBN", "VBG"):
            continue
        out.add(tok.i)
    return out


def english_frames(doc: Any, sentence: int = 0) -> list[Frame]:
    """The clause frames of one parsed English sentence, in the order its events happened."""
    false_verbs = _false_verbs(doc)
    preds = [t for t in doc if _is_predicate(t) and t.i not in false_verbs]
    # "The vase shattered on the tiles" may come out as a noun heading the sentence with the verb hanging on
    # it (acl): the verb is the predicate and the noun its subject.
    noun_roots = {t.i for t in preds if t.dep_ == "ROOT" and t.pos_ in ("NOUN", "PROPN", "PRON")
                  and any(c.dep_ == "acl" and c.pos_ == "VERB" for c in t.children)}
    preds = [t for t in preds if t.i not in noun_roots]
    frames: dict[int, Frame] = {}
    subjects: dict[int, Optional[list[Word]]] = {}
    objects_of: dict[int, list[list[Word]]] = {}
    for tok in preds:
        subj_tok, passive = _subject_of(tok)
        f = Frame(sentence, 0, "", tok.lemma_.lower())
        f.passive = passive
        if subj_tok is not None and subj_tok.lower_ not in word_set("relative_subject"):
            f.subject = _phrase(subj_tok, "subj")
        elif subj_tok is not None and tok.dep_ == "relcl":  # "the friend who fixed it": the noun is the subject
            f.subject = _phrase(tok.head, "subj")
        elif subj_tok is None and tok.dep_ == "acl" and tok.head.i in noun_roots:
            f.subject = _phrase(tok.head, "subj")
        for c in tok.children:
            if c.dep_ == "prt":
                f.particle = c.lower_
            elif c.dep_ == "neg" or (c.dep_ == "advmod" and c.lower_ in ("never",)):
                f.negated = True
            elif c.dep_ in ("aux", "auxpass") and c.lower_ in word_set("modal_aux"):
                f.mode = MODAL
            elif c.dep_ == "mark" and c.lower_ in word_set("order_mark"):
                f.relation = c.lower_
            elif c.dep_ == "advmod" and c.lower_ in ("then", "afterwards", "later") and not f.relation:
                f.relation = "then"
        if tok.dep_ == "pcomp" and tok.head.dep_ == "prep" and tok.head.lower_ in word_set("order_mark"):
            f.relation = tok.head.lower_  # "before leaving"
        if f.negated and any(c.dep_ == "aux" and c.lower_ in word_set("inability_modal") for c in tok.children):
            f.unable = True
            f.mode = DONE  # "it would not turn on": a report of what failed, not a supposition
        if subj_tok is not None and any(d.lower_ in word_set("nobody")
                                        for d in subj_tok.subtree if d.dep_ in ("det", "nsubj", "nsubjpass")):
            f.negated = True  # "nobody could find it"
        objs = [c for c in tok.children if c.dep_ in ("dobj", "obj")]
        if tok.dep_ == "relcl" and any(c.dep_ == "dobj" and c.lower_ in ("which", "that", "whom") for c in tok.children):
            objs = [tok.head]  # "the drawer, which her son had locked": the drawer is what was locked
        elif tok.dep_ == "relcl" and not objs and f.passive:
            pass
        f.objects = [_phrase(o, "obj") for o in objs if o.lower_ not in ("which", "that")] if tok.dep_ != "relcl" \
            else [_phrase(o, "obj") for o in objs]
        if not f.objects and f.verb in word_set("perception_verb"):  # "watched the leaves fall": the leaves are watched
            seen = [g for c in tok.children if c.dep_ == "ccomp" for g in c.children if g.dep_ == "nsubj"]
            f.objects = [_phrase(g, "obj") for g in seen[:1]]
        if f.passive and f.subject:
            f.objects = [f.subject] + f.objects
            agent = [c for c in tok.children if c.dep_ == "agent"]
            f.subject = []
            for a in agent:
                pobj = [g for g in a.children if g.dep_ == "pobj"]
                if pobj:
                    f.subject = _phrase(pobj[0], "subj")
        for noun in ([subj_tok] if subj_tok is not None else []) + objs:
            poss = [c for c in noun.children if c.dep_ == "poss"]
            if poss:
                f.owners[noun.i] = [_word(t) for p in poss for t in p.subtree if not t.is_punct and t.dep_ != "case"]
            else:  # "the battery in my phone": the thing the part is in
                held = [g for c in noun.children if c.dep_ == "prep" and c.lower_ in word_set("part_owner_preposition")
                        for g in c.children if g.dep_ == "pobj"]
                if held:
                    f.owners[noun.i] = [_word(t) for t in held[0].subtree if not t.is_punct]
        f.copular = f.verb == "be" or any(c.dep_ in ("acomp", "attr") for c in tok.children) \
            and f.verb in word_set("copular_verb")
        frames[tok.i] = f
        subjects[tok.i] = f.subject or None
        objects_of[tok.i] = f.objects

    # Shared subjects and objects across coordination and complements.
    def inherited_subject(tok: Any) -> Optional[list[Word]]:
        if tok.i == 0 and tok.tag_ == "VB":
            return None  # a command opens the sentence: its doer is whoever carries out the plan
        cur = tok
        while cur.dep_ in ("conj", "xcomp", "advcl", "dep", "ccomp", "pcomp") and cur.head is not cur:
            head = cur.head
            if head.i in frames and frames[head.i].subject:
                return frames[head.i].subject
            if head.i not in frames:
                return None
            cur = head
        return None

    for tok in preds:
        f = frames[tok.i]
        if not f.subject and not f.passive:
            f.subject = inherited_subject(tok) or []
        if not f.subject and not f.passive:
            # "his daughter, doing her homework, pulled the drawer open": the parse hangs the subject on the
            # participle set off before the verb; it is the subject of both
            for c in tok.children:
                if c.dep_ == "advcl" and c.i < tok.i and c.tag_ == "VBG" and c.i in frames and frames[c.i].subject:
                    f.subject = frames[c.i].subject
                    break
        # "rinsed and dried the mug": a verb without an object shares the object of the verb coordinated with it
        if not f.objects and not f.copular and not any(c.dep_ in ("prep",) for c in tok.children):
            for c in tok.children:
                if c.dep_ == "conj" and c.i in frames and frames[c.i].objects and c.i == tok.i + 2 \
                        and not _subject_of(c)[0]:
                    f.objects = frames[c.i].objects
                    break

    # How each clause is told.
    for tok in preds:
        f = frames[tok.i]
        head = tok.head
        if tok.dep_ == "xcomp" and head.i in frames:
            hl = head.lemma_.lower()
            if hl in word_set("inceptive_verb"):
                f.mode = BEGUN
            elif hl in word_set("intention_verb"):
                f.mode = INTENDED
        if tok.dep_ == "advcl" and any(c.dep_ == "aux" and c.lower_ == "to" for c in tok.children) \
                and head.lemma_.lower() not in word_set("motion_verb"):
            f.mode = INTENDED  # a purpose: "used the stool to reach the shelf", "opened the door to let the cat out"
        if tok.dep_ == "xcomp" and any(c.dep_ == "aux" and c.lower_ == "to" for c in tok.children) \
                and any(c.dep_ == "dobj" for c in head.children) and head.lemma_.lower() not in ("use", "help") \
                and f.mode == DONE and head.lemma_.lower() not in word_set("motion_verb") | word_set("achieved_verb"):
            f.mode = INTENDED  # "moved a chair to reach the shelf": a purpose (using a thing to do X does X)
        if tok.dep_ == "xcomp" and head.lemma_.lower() in word_set("motion_verb"):
            f.mode = DONE
        before = [doc[k].lower_ for k in range(max(0, tok.i - 2), tok.i)]
        if before[-1:] == ["without"] or before == ["instead", "of"]:
            f.mode = INSTEAD  # the parser may hang "instead of watching" anywhere: the words decide
        modal = any(c.dep_ == "aux" and c.lower_ in word_set("ability_modal") for c in tok.children)
        so_at = [k for k in range(tok.i) if doc[k].lower_ == "so"]
        if modal and so_at and not any(p.i in range(so_at[-1], tok.i) for p in preds if p.i != tok.i):
            f.relation = "so"
        if f.relation == "so" and modal:
            f.mode = INTENDED  # "so the plumber can reach the pipe"
        if f.relation in ("if", "unless", "whether"):
            f.mode = CONDITIONAL
        if tok.dep_ == "relcl" and f.mode == DONE and any(c.dep_ == "aux" and c.lower_ == "to" for c in tok.children):
            f.mode = INTENDED
    # "tried to open it but could not": the tried action failed
    for tok in preds:
        f = frames[tok.i]
        if tok.pos_ == "AUX" and tok.dep_ == "conj" and f.negated and tok.head.i in frames:
            for c in tok.head.children:
                if c.dep_ == "xcomp" and c.i in frames:
                    frames[c.i].mode = FAILED
                    frames[c.i].unable = True
            if tok.head.lemma_.lower() not in word_set("intention_verb"):
                frames[tok.head.i].negated = True
    # the negated "failed to" / "forgot to" says it was not done
    for tok in preds:
        f = frames[tok.i]
        if tok.dep_ == "xcomp" and tok.head.i in frames and tok.head.lemma_.lower() in ("fail", "forget", "refuse"):
            f.mode = FAILED
            f.unable = tok.head.lemma_.lower() == "fail"

    # Imperatives: the sentence's head, with no subject and no auxiliary ("Zip up the bag": the tagger
    # may even take the verb for a name, so its tag is not asked).
    opening = _opening_word(doc)
    for tok in preds:
        f = frames[tok.i]
        starts = tok.i == 0 and tok.tag_ == "VB" and not f.subject
        # "1. Set off for the office": a plan step's first word in its base form is a command, though the
        # tagger reads "set", "put", "cut" as past forms
        base_first = tok.i == opening and tok.lower_ == tok.lemma_.lower()
        if (tok.dep_ == "ROOT" or starts) and not f.subject and not f.passive and not f.copular \
                and not any(c.dep_ in ("aux", "auxpass", "mark", "nsubj", "expl") for c in tok.children) \
                and (tok.tag_ not in ("VBD", "VBN", "VBG", "VBZ") or base_first and tok.tag_ != "VBG"):
            f.imperative = True
        # "Get dressed.": a command told with "get" and a participle (parsed as a copula) is still one
        if tok.dep_ == "ROOT" and not f.subject and f.copular and f.verb == "get" and tok.i == tok.sent.start \
                and tok.tag_ == "VB":
            f.imperative = True
    for tok in preds:  # the root is read first; its conjuncts follow
        f = frames[tok.i]
        if not f.subject and tok.dep_ in ("conj", "dep") and tok.head.i in frames and frames[tok.head.i].imperative:
            f.imperative = True

    # The words each frame is read by (kb patterns match them in order).
    for tok in preds:
        f = frames[tok.i]
        f.words = _frame_words(tok, f, frames)
        f.roles = {name: [_phrase(o, "prep") for _, o in items] for name, items in _prep_roles(tok, []).items()}
        f.object_roles = _object_roles(tok)
        f.text = " ".join(w.text for w in f.words)

    order = _event_order(preds, frames)
    out = []
    for k, tok in enumerate(order):
        f = frames[tok.i]
        f.index = k
        if tok.pos_ == "AUX" and tok.dep_ == "conj" and not f.copular:
            continue  # "but could not" is folded into the clause it stands for
        if tok.lemma_.lower() in word_set("intention_verb") | word_set("inceptive_verb") and any(
                c.dep_ == "xcomp" and c.i in frames for c in tok.children):
            continue  # "tried to ...", "started to ...": the complement is the clause
        out.append(f)
    for k, f in enumerate(out):
        f.index = k
    return out


def _opening_word(doc: Any) -> int:
    """The index of a sentence's first word, after a plan step's number ("1.", "2)") and punctuation."""
    for tok in doc:
        if tok.is_punct or tok.like_num or tok.dep_ == "meta":
            continue
        return tok.i
    return -1


def _event_order(preds: list[Any], frames: dict[int, Frame]) -> list[Any]:
    """Clauses in the order their events happened: "after X, Y" and "Y before X" put X first."""
    order = sorted(preds, key=lambda t: t.i)
    out = list(order)
    for tok in order:
        f = frames[tok.i]
        head = tok.head.head if tok.dep_ == "pcomp" else tok.head
        if tok.dep_ in ("advcl", "pcomp") and head in out and head.i in frames:
            tok_head = head
            if f.relation == "before" and out.index(tok) < out.index(tok_head):
                out.remove(tok)
                out.insert(out.index(tok_head) + 1, tok)
            elif f.relation in ("after", "once") and out.index(tok) > out.index(tok_head):
                out.remove(tok)
                out.insert(out.index(tok_head), tok)
    return out


def _frame_words(tok: Any, f: Frame, frames: dict[int, Frame]) -> list[Word]:
    """The clause's own words, subject first, then the predicate and what hangs on it in sentence order.

    Other clauses' words are left out (they are frames of their own); a shared object or subject is put
    where the pattern expects it."""
    own: list[Any] = []
    stop = set(frames) - {tok.i}

    def walk(t: Any) -> None:
        for c in t.children:
            if c.i in stop or c.dep_ in ("nsubj", "nsubjpass", "csubj", "mark", "cc", "punct", "relcl", "advcl",
                                         "expl", "intj", "parataxis", "appos") and t is tok:
                continue
            if c.i in stop or c.dep_ in ("relcl", "acl", "punct"):
                continue
            if c.dep_ == "prep" and any(g.i in stop for g in c.children):
                continue  # "before leaving": the other clause, with its preposition
            if t is tok and c.dep_ in ("aux", "auxpass") and c.lower_ not in ("not", "n't"):
                if not (f.copular and c.lemma_ == "be"):
                    continue
            if t is tok and c.dep_ in ("npadvmod", "tmod"):
                continue  # "this morning", "last night": when, not what
            if t is tok and c.dep_ == "prep" and c.i < tok.i and c.lower_ not in word_set("role_preposition"):
                continue  # "After the party, the box stayed shut": a fronted time phrase is no part of the subject
            if t is tok and c.dep_ == "prep" and f.subject and c.i < min(w.index for w in f.subject) \
                    and any(s.dep_ in ("nsubj", "nsubjpass") for s in tok.children):
                continue  # "By noon its battery was flat", "At noon the water drained": when, not who or what
            if t is not tok and t.dep_ == "prep" and c.dep_ == "advmod" and c.pos_ == "ADV" and c.i < t.i:
                continue  # "straight from the bottle", "right into the drawer": the preposition is the role
            if (t is tok and c.dep_ == "advmod" and c.pos_ == "ADV" and c.i > tok.i
                    and c.lower_ not in word_set("verb_particle") and c.lower_ not in word_set("place_adverb")):
                continue  # "sold it online", "closed it quietly": how, not what or where
            if t is tok and c.dep_ == "advmod" and c.lower_ in word_set("sequence_adverb"):
                continue
            if t is tok and c.dep_ == "prep" and c.i > tok.i and c.lower_ in word_set("time_preposition"):
                continue  # "unplugged the TV before the storm": when, not what
            own.append(c)
            walk(c)
    own.append(tok)
    walk(tok)
    for c in tok.children:  # "There is no milk": keep the expletive, patterns read it
        if c.dep_ == "expl":
            own.append(c)
    if f.passive and not f.copular and any(c.dep_ == "auxpass" for c in tok.children):
        pass
    words = []
    for t in sorted(set(own), key=lambda t: t.i):
        if t.is_punct:
            continue
        if t.dep_ == "conj" and t.head.i == tok.i and t.pos_ == "VERB":  # a noun the tagger took for a verb
            words.append(Word("and", "and", -1))
        if t is tok and f.copular and t.lemma_.lower() in word_set("stative_copula"):
            # "the safe stayed locked": a description like "the safe was locked" (patterns read "be")
            words.append(Word(t.text, "be", t.i, "AUX", t.tag_, t.ent_type_))
            continue
        words.append(_word(t))
    if any(c.dep_ in ("xcomp", "advcl") and any(g.dep_ == "aux" and g.lower_ == "to" for g in c.children)
           for c in tok.children):
        words.append(Word("to", "to", -1))  # "used the wrench to ...": patterns read the purpose's "to"
    if f.passive:
        # "the vase was broken": read as a description of the vase ("SUBJ be broken") unless an agent is named
        subj = [c for c in tok.children if c.dep_ == "nsubjpass"]
        if subj and not any(c.dep_ == "agent" for c in tok.children):
            subj_words = _phrase(subj[0], "subj")
            # "got broken": a passive auxiliary is "be" to the patterns ("SUBJ be broken"), no getting of a thing
            be = [Word("was", "be", c.i, "AUX", c.tag_, c.ent_type_) if c.lemma_.lower() in word_set("passive_auxiliary")
                  else _word(c) for c in tok.children if c.dep_ == "auxpass"]
            neg = [w for w in words if w.lemma in ("not", "never")]
            rest = [w for w in words if w.lemma not in ("not", "never") and w.index != tok.i]
            verb = _word(tok, "verb")
            return subj_words + (be or [Word("was", "be", -1)]) + neg + [verb] + rest
        if subj:
            subj_words = _phrase(subj[0], "obj")
            agent = f.subject
            body = [w for w in words if w.index not in {a.index for a in agent} and w.lemma != "by"]
            verb_at = next(k for k, w in enumerate(body) if w.index == tok.i)
            return agent + body[:verb_at + 1] + subj_words + body[verb_at + 1:]
    subject = f.subject
    if subject and any(w.index in {x.index for x in words} for w in subject):
        words = [w for w in words if w.index not in {x.index for x in subject}]
    shared = []
    if f.objects and not any(c.dep_ in ("dobj", "obj") for c in tok.children) and tok.dep_ != "relcl":
        shared = f.objects[0]
    if tok.dep_ == "relcl" and f.objects:
        shared = f.objects[0]
        words = [w for w in words if w.lemma not in ("which", "that", "whom")]
    if shared:
        verb_at = next(k for k, w in enumerate(words) if w.index == tok.i)
        after = verb_at + 1
        while after < len(words) and words[after].index >= 0 and words[after].lemma in word_set("verb_particle") \
                and words[after].pos in ("ADP", "ADV", "PART"):
            after += 1
        words = words[:after] + list(shared) + words[after:]
    return list(subject) + words
