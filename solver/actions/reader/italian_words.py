"""Italian words and noun phrases: elisions and enclitics, measures, another one of a kind, a vessel's contents."""
from __future__ import annotations

import re
from typing import TYPE_CHECKING, Optional, Sequence

from solver.language.lemmas import split_enclitic
from solver.language.persons import is_person
from solver.language.sorts import sorts_of
from solver.actions.reader.tokens import Token, WORD

if TYPE_CHECKING:  # the type only: solver.actions.reader.entities imports the reader's language modules
    from solver.actions.reader.entities import Resolver


_STEP_NUMBER = re.compile(r"^\s*(?:\d+|[a-z])\s*[.)]\s+|^\s*\d+\s*[-:]\s+", re.IGNORECASE)
_IT_ELISION = re.compile(r"\b(l|un|dell|all|nell|sull|dall|quell|quest|d|c|s)['’]", re.IGNORECASE)


def words(text: str) -> list[str]:
    """An Italian text's words, elisions split off ("l'acqua": "l", "acqua") and a verb's object pronoun read
    as a word of its own ("mettilo", "prenderla")."""
    text = _IT_ELISION.sub(lambda m: m.group(1) + " ", text)
    return [part for w in WORD.findall(text) for part in split_enclitic(w)]




def person_noun(res: "Resolver", tok: Token) -> bool:
    """Whether a lower-case word names people ("la mamma", "mio fratello", "i vicini"): such a subject is a person
    who acts, and "che" after it stands for that person. A verb form or a function word never is one."""
    return tok.text.islower() and len(tok.low) > 2 and not res.function_word(tok.low) \
        and tok.lemma not in res.lex.verbs.get("it", ()) and (is_person(tok.low, "it") or is_person(tok.lemma, "it")) \
        and not sorts_of(tok.low, "it")  # "la stampante": a printer is a thing first


def without_step_number(sentence: str, labels: Sequence[str] = ()) -> str:
    """A plan's step without its number ("1. vai in cucina", "2) prendi la tazza", "3 - accendi il forno") or its
    label and number ("Passo 1: porta il cesto"; the labels are kb words, step_label): neither is a clause of its
    own, and a label read as a name would act the step."""
    if labels:
        label = re.compile(r"^\s*(?:%s)\s*\d+\s*[.:)\-]\s*" % "|".join(re.escape(w) for w in labels), re.IGNORECASE)
        if label.match(sentence):
            return label.sub("", sentence, count=1)
    return _STEP_NUMBER.sub("", sentence, count=1)


def without_measures(res: "Resolver", group: list[Token]) -> list[Token]:
    """ "due cucchiai di caffè", "un bicchiere d'acqua": the phrase names what the measure is of ("il cucchiaio di
    legno" is a spoon: of a material, not a quantity)."""
    # "un mestolo dell'acqua di cottura": "dell'" joins a measure as "di" does
    return [t for k, t in enumerate(group) if not (res.lex.is_word("it", t.low, "measure") and k + 2 < len(group)
                                                   and (res.lex.is_word("it", group[k + 1].low, "of_prep") or res.lex.is_word("it", group[k + 1].low, "of_elided")
                                                        or res.lex.is_word("it", group[k + 1].low, "of_word"))
                                                   and not res.lex.is_word("it", group[k + 2].low, "material"))]


def without_manner(res: "Resolver", group: list[Token]) -> list[Token]:
    """ "il gelato a fette", "il pane a pezzi": a phrase "a" + a piece word (kb manner_piece) tells how the thing is
    cut, not which thing it is; the phrase ends before it."""
    for k, t in enumerate(group[:-1]):
        if k and res.lex.preps.get(("it", t.low)) == "a" and res.lex.is_word("it", group[k + 1].low, "manner_piece"):
            return group[:k]
    return group


def new_of_kind(res: "Resolver", group: Sequence[Token], content: Sequence[Token], adjs: Sequence[str]) -> Optional[str]:
    """A thing of its own named by an Italian phrase, of a kind the story named before ("un altro cerotto",
    "ne ha preso un altro"), else None."""
    entity = another_of_kind(res, group, content, adjs) if content else None
    if entity is None and res.last_thing is not None \
            and any(res.lex.is_word("it", t.low, "partitive") for t in group) and any(res.lex.is_word("it", t.low, "told_new") or res.lex.is_word("it", t.low, "indefinite") for t in group):
        # "ne ha preso un altro": one more of the kind just named
        kind = res.head(res.words[res.last_thing])
        entity = res.new_entity([kind, "altro"])
        res.another.extend((entity, e) for e in res.entities if e != entity and res.head(res.words[e]) == kind
                            and (entity, e) not in res.another)
    return entity


def another_of_kind(res: "Resolver", group: Sequence[Token], content: Sequence[Token], adjs: Sequence[str]) -> Optional[str]:
    """Italian "un cerotto" after "l'ultimo cerotto", "un altro cerotto", "una tazza pulita" after "la tazza
    sporca": a thing of its own of a kind the story named before (another_of), as English reads "a" and
    "another". Only when the story named one of that kind before; the name puts the head first."""
    head = res.phrase_head(group, content)
    if head is None:
        return None
    earlier = [e for e in res.entities if res.head(res.words[e]) in (head.lemma, head.low)]
    if not earlier:
        return None
    # "di nuovo" is "again", no new thing
    other = [t.low for k, t in enumerate(group) if res.lex.is_word("it", t.low, "told_new") and not (k and res.lex.is_word("it", group[k - 1].low, "of_prep"))]
    # "un cerotto" is one more thing; "un po' di latte", "un bicchiere di latte" a quantity of the same supply
    indefinite = res.lex.is_word("it", group[0].low, "indefinite") and len(content) == 1 and not any(res.of_word(t.low) for t in group) \
        and (adjs or set(earlier) & res.exhausted)
    if not other and not indefinite:
        return None
    name = " ".join(dict.fromkeys([head.low] + list(adjs)))
    entity = res.new_entity([head.low, "altro"] if other or name in earlier else [name])
    res.another.extend((entity, e) for e in earlier if e != entity and (entity, e) not in res.another)
    return entity


def contents_named(res: "Resolver", group: Sequence[Token], vessel: str) -> None:
    """ "Una bottiglia di latte fresco" names the milk too: what the vessel holds is a thing of the story, named
    after the vessel (so "il latte" is then the fresh milk, and the vessel brings it: vessel_holds_contents)."""
    words = vessel.split()
    if len(words) < 2 or words[0] not in res.lex.kinds.get("vessel", set()) or not any(res.of_word(t.low) for t in group):
        return
    contents = res.new_entity(words[1:])
    if contents is not None:
        res.recency[contents] = max(res.recency.values(), default=0) + 1
        res.recency[vessel] = res.recency[contents] + 1
        # a new supply: not the milk named before under a shorter name (another_of, as "un altro")
        kind = res.head(res.words[contents])
        res.another.extend((contents, e) for e in res.entities if e not in (contents, vessel) and e not in res.persons
                            and res.words[e] and res.head(res.words[e]) == kind and (contents, e) not in res.another)


def characters_named(res: "Resolver", toks: Sequence[Token]) -> None:
    """ "C'era una volta un orsetto di nome Bruno", "una volpina golosa che si chiamava Nina": the noun and the
    name are one character of the story (res.called: "orsetto" -> "Bruno"), so "l'orsetto" acts as Bruno does.
    The words are kb words (name_word: "nome"; indefinite articles)."""
    for k, tok in enumerate(toks[:-2]):
        if not (res.lex.is_word("it", tok.low, "of_prep") and res.lex.is_word("it", toks[k + 1].low, "name_word")
                and toks[k + 2].text[:1].isupper()):
            continue
        article = next((j for j in range(k - 1, -1, -1) if res.lex.is_word("it", toks[j].low, "indefinite")), None)
        if article is not None and article + 1 < k:
            noun = toks[article + 1]
            res.called[noun.low] = toks[k + 2].text
            res.called[noun.lemma] = toks[k + 2].text
