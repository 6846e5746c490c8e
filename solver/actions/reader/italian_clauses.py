"""Italian clauses: the verb, who acts when no one is named (I, a command's you), the clitics "ci", "lo",
the completive "finire di", and the gender an unsaid subject agrees with.
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING, Optional, Sequence

from solver.actions.lexicon import Lexicon
from solver.actions.reader.results import FIRST_PERSON_ACTOR, IMPERATIVE_ACTOR
from solver.actions.reader.tokens import ELIDED, IN_TOKEN, THERE, Token

if TYPE_CHECKING:  # the type only: solver.actions.reader.entities imports the reader's language modules
    from solver.actions.reader.entities import Resolver




def _first_verb_it(lex: Lexicon, toks: Sequence[Token]) -> Optional[int]:
    verbs = lex.verbs.get("it", ())
    # a verb form is one whose infinitive a pattern opens with (patterns also open with "non", "si" or a noun)
    return next((k for k, tok in enumerate(toks) if lex.is_word("it", tok.lemma, "perfect_aux")
                 or any(f in verbs and f.endswith("re") for f in tok.forms)), None)


def commands_it(lex: Lexicon, toks: Sequence[Token]) -> bool:
    """Whether a sentence opens with a command: its first word (after "poi", "ora" ...) is a verb form that is no
    infinitive, participle, gerund or auxiliary ("Prendi", "Versa", "Torna"; not "Marco ha", "Ho preso")."""
    words = [tok for tok in toks if not (lex.is_word("it", tok.low, "split") or lex.is_word("it", tok.low, "adverb"))]
    if not words:
        return False
    first = words[0]
    # "Scolate la pasta", "Servite le frittelle": a plural command reads as a participle ("scolate"), told apart
    # by the article of its object right after it ("Arrivate a casa, ..." is a participle)
    plural = lex.ends_as("it", first.low, "plural_command") and len(words) > 1 and lex.is_word("it", words[1].low, "det")
    return _first_verb_it(lex, words[:1]) == 0 and not lex.is_word("it", first.lemma, "aux_lemma") \
        and (plural or not lex.ends_as("it", first.low, "not_command")) and not lex.is_word("it", first.low, "first_person") \
        and not present_first_person_it(lex, first)


def instructions_it(lex: Lexicon, toks: Sequence[Token]) -> bool:
    """Whether a sentence opens with an infinitive, as recipes and instructions do ("Togliere il burro dal frigo",
    "Sciogliere il burro"): the steps are the reader's own, as a command's are. "Prima di partire, Franco ..." opens
    with a phrase of time, not an instruction: an infinitive after "di" or "a" is none."""
    words = [tok for tok in toks if not (lex.is_word("it", tok.low, "split") or lex.is_word("it", tok.low, "adverb"))]
    at = next((k for k, tok in enumerate(toks) if words and tok is words[0]), 0)
    if at and lex.is_word("it", toks[at - 1].low, "infinitive_marker"):
        return False
    return bool(words) and _first_verb_it(lex, words[:1]) == 0 and not lex.is_word("it", words[0].lemma, "aux_lemma") \
        and lex.ends_as("it", words[0].low, "infinitive")


def present_first_person_it(lex: Lexicon, verb: Token) -> bool:
    """Whether a verb form is a regular present of the first person: its infinitive's stem and "-o", "-isco" or
    "-iamo" ("prendo", "apro", "finisco", "andiamo"; not the gerund "prendendo"). Irregular ones ("vado",
    "faccio") are listed in kb/language/reader_it.lp as first_person words."""
    if lex.is_word("it", verb.lemma, "aux_lemma"):
        return False
    stems = {f[:-3] for f in verb.forms if f.endswith(("are", "ere", "ire")) and f in lex.verbs.get("it", ())}
    return any(stem and verb.low in (stem + "o", stem + "isco", stem + "iamo") for stem in stems)


def clause_verb_it(lex: Lexicon, body: list[Token]) -> list[Token]:
    """ "uso la bici", "presto la scala a Marco": a word in -o that opens a clause (after "poi", a clitic) is read as a
    verb of the first person too, when a pattern's verb has its stem ("uso": "usare"); the lemmatiser takes
    such a word for a noun or an adverb ("uso", "presto"). Elsewhere it stays the noun."""
    verbs = lex.verbs.get("it", ())
    for k, tok in enumerate(body):
        if lex.is_word("it", tok.low, "split") or lex.is_word("it", tok.low, "adverb") \
                or lex.is_word("it", tok.low, "reflexive_clitic") or lex.is_word("it", tok.low, "pronoun"):
            continue
        # "verso un po' di latte": a preposition's form that an article follows, with no other verb in the clause,
        # is the verb ("verso mezzanotte", "verso le otto Marco è uscito": the preposition)
        nxt = next((t for t in body[k + 1:] if not lex.is_word("it", t.low, "adverb")), None)
        as_verb = lex.is_word("it", tok.low, "stop") and nxt is not None and lex.is_word("it", nxt.low, "det") \
            and not any(f in verbs for t in body[k + 1:] for f in t.forms)
        if not tok.low.endswith("o") or any(f in verbs and f.endswith("re") for f in tok.forms) \
                or lex.is_word("it", tok.low, "stop") and not as_verb or lex.is_word("it", tok.low, "det"):
            return body  # "verso mezzanotte": a preposition, no verb
        forms = frozenset(tok.low[:-1] + end for end in ("are", "ere", "ire") if tok.low[:-1] + end in verbs)
        if not forms:
            return body
        return body[:k] + [Token(tok.text, tok.low, tok.lemma, tok.forms | forms)] + body[k + 1:]
    return body


def own_actor_it(lex: Lexicon, res: "Resolver", body: Sequence[Token], plan: bool) -> Optional[str]:
    """Who acts in an Italian clause that names no one: "ho prestato", "sono andata", "mi sono lavata" are told by
    the first person (I); in a plan, a command ("prendi", "torna") is the plan's actor (you)."""
    k = _first_verb_it(lex, body)
    if k is None:
        return None
    before = body[:k]
    if any(not res.function_word(tok.low) and not lex.is_word("it", tok.low, "aux") and tok.text != ELIDED.text
           for tok in before):
        return None  # a subject of its own ("Marco ha", "la mamma ha")
    verb = body[k]
    if lex.is_word("it", verb.low, "first_person") or any(lex.is_word("it", tok.low, "first_person_subject") for tok in before) and verb.lemma == "essere":
        return FIRST_PERSON_ACTOR
    if lex.is_word("it", verb.low, "first_person_essere") and k + 1 < len(body) and body[k + 1].low[-1:] in ("o", "a") \
            and _first_verb_it(lex, body[k + 1:k + 2]) == 0:
        return FIRST_PERSON_ACTOR  # "sono andato", "sono rimasta" (not "sono andati": they)
    if present_first_person_it(lex, verb):  # (only function words before it: "la sera guardo un film")
        return FIRST_PERSON_ACTOR  # "vado in cucina", "prendo il latte": told in the present by the teller
    if plan and not before and (commands_it(lex, body) or instructions_it(lex, body)):
        return IMPERATIVE_ACTOR
    return None


def there_it(lex: Lexicon, res: "Resolver", body: list[Token], place: str) -> list[Token]:
    """ "... e ci ha messo il latte": the locative "ci" before a verb (not "c'è", "ci sono": there is), or joined to
    a command ("immergeteci le uova"), puts the action in the thing the clause before named; read as "ha messo il
    latte in <that thing>"."""
    k = _first_verb_it(lex, body)
    if k is not None and k + 1 < len(body) and lex.is_word("it", body[k + 1].low, "locative_clitic") \
            and not lex.is_word("it", body[k].lemma, "perfect_aux") and body[k].low not in lex.verbs.get("it", ()):
        # "immergeteci le uova", "mettici il latte": the clitic joined to a command puts the action in that thing
        res.there_thing = place
        return list(body[:k + 1]) + list(body[k + 2:]) + [IN_TOKEN, THERE]
    if k is None or k == 0 or not lex.is_word("it", body[k - 1].low, "locative_clitic") and not (k > 1 and lex.is_word("it", body[k - 2].low, "locative_clitic")
                                                                and lex.is_word("it", body[k - 1].low, "aux")):
        return body
    verb_at = next((j for j in range(k, len(body)) if not lex.is_word("it", body[j].lemma, "perfect_aux")), None)
    if verb_at is None or verb_at == k and lex.is_word("it", body[k].lemma, "perfect_aux"):
        return body
    res.there_thing = place
    return [tok for tok in body if not lex.is_word("it", tok.low, "locative_clitic")] + [IN_TOKEN, THERE]


def without_as_if_it(lex: Lexicon, toks: list[Token]) -> list[Token]:
    """ "Aprì la portiera come se niente fosse": what follows "come se" is a comparison, no event and no negation of
    the clause; the clause ends before it. So does what follows "senza" + an infinitive ("guardo un film sul
    portatile senza attaccarlo"): what is left undone, not a denial of the clause's own deed."""
    verbs = lex.verbs.get("it", ())
    for k, tok in enumerate(toks[:-1]):
        if lex.is_word("it", tok.low, "as_if") and lex.is_word("it", toks[k + 1].low, "if_word"):
            return toks[:k]
        if k and lex.is_word("it", tok.low, "without_word") and toks[k + 1].low.endswith(("are", "ere", "ire", "ar", "er", "ir")) \
                and any(f in verbs or f.endswith("re") for f in toks[k + 1].forms):
            return toks[:k]
    return toks


def let_happen_it(lex: Lexicon, toks: list[Token]) -> list[Token]:
    """ "Lasciate raffreddare l'acqua", "lasciatelo riposare": letting a thing undergo a change is that change (the
    clause is read as its infinitive, the clitic kept); the verbs that let are kb words (causative)."""
    verbs = lex.verbs.get("it", ())
    for k, tok in enumerate(toks[:-1]):
        if not lex.is_word("it", tok.lemma, "causative") and not any(lex.is_word("it", f, "causative") for f in tok.forms):
            continue
        j = k + 1 + (1 if lex.is_word("it", toks[k + 1].low, "pronoun") and k + 2 < len(toks) else 0)
        if toks[j].low.endswith(("are", "ere", "ire")) and any(f in verbs for f in toks[j].forms):
            return toks[:k] + toks[k + 1:]
    return toks


def completed_it(lex: Lexicon, toks: list[Token]) -> list[Token]:
    """ "Ha finito di tagliare la siepe": the cutting is done; the clause is read as its infinitive."""
    for k, tok in enumerate(toks[:-2]):
        if lex.is_word("it", tok.lemma, "completive") and lex.is_word("it", toks[k + 1].low, "of_prep") \
                and any(f in lex.verbs.get("it", ()) for f in toks[k + 2].forms):
            return toks[:k] + toks[k + 2:]
    return toks


def move_clitics(lex: Lexicon, toks: list[Token]) -> list[Token]:
    """Italian object clitics stand before the verb ("lo ha bevuto"): put them after it, where patterns expect the object."""
    lang = "it"
    verbs = lex.verbs.get(lang, ())
    out = list(toks)
    for k, tok in enumerate(toks):
        if not lex.is_word(lang, tok.low, "pronoun") or k + 1 >= len(toks):
            continue
        nxt = toks[k + 1]
        if lex.is_word("it", nxt.lemma, "perfect_aux") or nxt.lemma in verbs or nxt.low in verbs:
            # the verb by any of its forms ("portata": its lemma reads an adjective, its participle form "portare")
            verb_at = next((j for j in range(k + 1, len(toks)) if toks[j].lemma in verbs or toks[j].low in verbs
                            or any(f in verbs and f.endswith("re") for f in toks[j].forms)), None)
            if verb_at is not None:
                out = toks[:k] + toks[k + 1:verb_at + 1] + [tok] + toks[verb_at + 1:]
                break
    return out


_IT_PARTICIPLE = re.compile(r"(?:at|ut|it|ott|olt|ers|ess|ott|ott|ent|ust)([oaie])$")


def agrees_it(entity: str, body: Sequence[Token]) -> bool:
    """Whether a thing may be the unsaid subject of a clause by gender: "si è rotta" is about a feminine thing
    ("la caraffa"), "si è rotto" a masculine one ("il vaso"); a noun or participle of no clear gender agrees."""
    head = entity.split()[0].casefold() if entity.split() else ""
    noun = "f" if head.endswith("a") else "m" if head.endswith("o") else ""
    for tok in body:
        m = _IT_PARTICIPLE.search(tok.low)
        if m and len(tok.low) > 4:
            told = "f" if m.group(1) in "ae" else "m"
            return not noun or noun == told
    return True


def fronted_object_it(lex: Lexicon, body: Sequence[Token]) -> Optional[list[Token]]:
    """ "Butta nella campana del vetro i cocci", "ha messo in frigo il latte": a phrase with a preposition before
    the object, two phrases in a row with no word between them. The same clause with the object first ("butta i
    cocci nella campana del vetro"), for the patterns, which expect that order; None when there is no such order."""
    k = _first_verb_it(lex, body)
    if k is None:
        return None
    v = next((j for j in range(k, len(body)) if not lex.is_word("it", body[j].lemma, "perfect_aux")
              and not lex.is_word("it", body[j].low, "aux")), None)
    if v is None or v + 2 >= len(body) or lex.preps.get(("it", body[v + 1].low)) is None \
            or lex.is_word("it", body[v + 1].low, "of_prep"):
        return None
    for j in range(v + 3, len(body)):
        if lex.is_word("it", body[j].low, "det") and not lex.is_word("it", body[j].low, "of_word") \
                and lex.preps.get(("it", body[j - 1].low)) is None and not lex.is_word("it", body[j - 1].low, "det"):
            end = next((e for e in range(j + 1, len(body)) if lex.is_word("it", body[e].low, "stop")
                        or lex.is_word("it", body[e].low, "split")), len(body))
            return list(body[:v + 1]) + list(body[j:end]) + list(body[v + 1:j]) + list(body[end:])
    return None
