"""Lemmas of English and Italian words through simplemma.

One lemmatiser for the whole project, so that the actions lexicon, the size lexicon and the
affordance lexicon all match words the same way; inflection tables are never written by hand.
"""
from __future__ import annotations

import re
from functools import lru_cache

import simplemma
from simplemma.strategies import DefaultStrategy, DictionaryLookupStrategy
from simplemma.token_sampler import MostCommonTokenSampler, RelaxedMostCommonTokenSampler
from simplemma.utils import normalize_token

from solver.language.lemma_store import StoredDictionaryFactory
from solver.language.lexicon import word_list, word_pairs

LANGUAGES: tuple[str, ...] = ("en", "it")
_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*|\d+")


def _check_language(lang: str) -> str:
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}: choose one of {', '.join(LANGUAGES)}")
    return lang


def tokenize(text: str) -> list[str]:
    """Words and numbers of a text, punctuation dropped, case kept."""
    return _WORD.findall(text)


@lru_cache(maxsize=1)
def _dictionaries() -> StoredDictionaryFactory:
    """simplemma's dictionaries, read from physkb's cache folder word by word (see lemma_store)."""
    return StoredDictionaryFactory()


@lru_cache(maxsize=1)
def _lemmatizer() -> simplemma.Lemmatizer:
    return simplemma.Lemmatizer(lemmatization_strategy=DefaultStrategy(dictionary_factory=_dictionaries()))


@lru_cache(maxsize=1 << 16)
def lemma(word: str, lang: str = "en") -> str:
    """The lemma of one word, lower-cased; a word simplemma does not know is returned as it is."""
    _check_language(lang)
    low = word.lower()
    return _lemmatizer().lemmatize(low, lang=lang).lower()


def is_known(word: str, lang: str = "en") -> bool:
    """Whether simplemma's dictionary lists the word form."""
    _check_language(lang)
    return DictionaryLookupStrategy(_dictionaries()).get_lemma(normalize_token(word), lang) is not None


def lemmatize(text: str, lang: str = "en") -> list[tuple[str, str]]:
    """(surface word, lemma) for every word of a text, in order."""
    return [(w, lemma(w, lang)) for w in tokenize(text)]


def detect_language(text: str) -> str:
    """English or Italian, whichever simplemma's language detector scores higher (English on a tie)."""
    scores: dict[str, float] = {}
    for sampler in (MostCommonTokenSampler(), RelaxedMostCommonTokenSampler()):  # the second breaks a tie
        scores = simplemma.LanguageDetector(LANGUAGES, sampler, DefaultStrategy(dictionary_factory=_dictionaries())
                                            ).proportion_in_each_language(text)
        ranked = sorted(scores.items(), key=lambda item: (item[0] == "unk", -item[1]))
        if len(ranked) == 1 or ranked[0][1] != ranked[1][1]:
            break
    return "it" if scores.get("it", 0.0) > scores.get("en", 0.0) else "en"


@lru_cache(maxsize=1 << 16)
def _regular_stems(stem: str) -> list[str]:
    """What a regular English ending (-ed, -ing) may have left of a verb, most specific first: a doubled
    consonant undone ("stopp" -> "stop"), an e restored ("serv" -> "serve"), the stem as it is."""
    undoubled = [stem[:-1]] if len(stem) > 2 and stem[-1] == stem[-2] else []
    return undoubled + [stem + "e", stem]


def gerund_verb(word: str, lang: str = "en") -> str:
    """The lemma of a word, except that an English gerund the lemmatiser keeps as a noun ("cutting",
    "heating", "serving") becomes the first regular stem the dictionary knows as a word ("cut",
    "heat", "serve"); task names are gerunds, and matching them by their verbs is what carries over."""
    lem = lemma(word, lang)
    if lang != "en" or not (lem == word.lower() and lem.endswith("ing") and len(lem) > 5):
        return lem
    for candidate in _regular_stems(lem[:-3]):
        if is_known(candidate, "en"):
            return candidate
    return lem


def verb_forms(word: str, lang: str = "en") -> frozenset[str]:
    """The lemma of a word and, for an English past or present participle the lemmatiser reads as an
    adjective ("fixed" -> "fixe"), the stems a regular ending leaves ("fix", "fixe"); for an Italian
    regular participle, its infinitive ("andata" -> "andare"): candidates a verb lexicon can match,
    never a single guess."""
    low = word.lower()
    forms = {lemma(word, lang), low}
    if lang == "en":
        for suffix in ("ed", "ing"):
            if low.endswith(suffix) and len(low) > len(suffix) + 2:
                stem = low[: -len(suffix)]
                forms.update(_regular_stems(stem))
                if stem.endswith("i"):
                    forms.add(stem[:-1] + "y")  # "tried" -> "try"
    if lang == "it" and len(low) > 5:
        # regular participles: -ato/-ata/-ati/-ate -> -are, -uto... -> -ere, -ito... -> -ire
        for ending, infinitive in (("at", "are"), ("ut", "ere"), ("it", "ire")):
            if low[-3:-1] == ending and low[-1] in "oaie":
                forms.add(low[:-3] + infinitive)
    if lang == "it" and len(low) > 3 and low[-1] in "òì" and low.isalpha():
        # a regular passato remoto ("andò", "tornò", "partì", "uscì"): the children's story's past
        forms.add(low[:-1] + ("are" if low.endswith("ò") else "ire"))
    if lang == "it":
        # forms no ending tells (kb/language/it.lp verb_form_it): "vai", "fai", "chiuse", "mise"
        infinitive = word_pairs("verb_form", "it").get(low)
        if infinitive:
            forms.add(infinitive)
        elif low.startswith("ri") and word_pairs("verb_form", "it").get(low[2:]):
            # the same form of a verb again ("riprese", "rimise", "riaccese": "ri" + "prese" -> "riprendere")
            forms.add("ri" + word_pairs("verb_form", "it")[low[2:]])
    if lang == "it" and len(low) >= 3 and low.endswith("a") and low.isalpha():
        # an imperative of a verb in -are ("versa", "lava", "porta": the lemmatiser reads a noun or another verb)
        forms.add(low[:-1] + "are")
    if lang == "it" and len(low) > 3 and low.endswith("i") and low.isalpha():
        # ... or in -ere / -ire ("spegni", "apri")
        forms.update((low[:-1] + "ere", low[:-1] + "ire"))
    return frozenset(forms)




@lru_cache(maxsize=1 << 16)
def split_enclitic(word: str) -> tuple[str, ...]:
    """An Italian verb with an object pronoun attached ("mettilo" -> "metti", "lo"; "aprirlo" -> "aprir", "lo")
    as two words; any other word as it is. Only a word the dictionary does not list is split, and only when
    what is left is a listed verb form (an imperative, or an infinitive that lost its final e): "tavola",
    "scatola" and "sale" are words of their own."""
    low = word.lower()
    if is_known(low, "it"):
        return (word,)
    for clitic in word_list("enclitic", "it"):  # the object pronouns an Italian verb carries (kb/language/it.lp)
        stem = word[: -len(clitic)]
        if len(stem) < 3 or not low.endswith(clitic):
            continue
        candidates = [stem, stem + "e"] if stem.lower().endswith(("ar", "er", "ir")) else [stem]
        for cand in candidates:
            # a verb form other than the word itself ("metti" -> "mettere"), or an infinitive ("prendere"):
            # "Carla" is no "Car(e)" + "la"
            forms = verb_forms(cand, "it") - {cand.lower()} if cand is stem else {lemma(cand, "it")}
            if is_known(cand, "it") and any(f.endswith(("are", "ere", "ire", "rre")) for f in forms):
                return (cand, word[len(stem):])
    return (word,)
