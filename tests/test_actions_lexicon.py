"""The action lexicon: one small sentence of our own per action, in English and in Italian, reads as that
action, and every precondition, effect and location change its facts name for a filled role is proposed."""
from __future__ import annotations

import clingo
import pytest

from solver.actions.lexicon import lexicon_files
from solver.actions.propose import annotate_stories
from solver.states.model import Story

# (language, sentence, action). Italian rows exist where the lexicon has an Italian pattern for the action.
SENTENCES = [
    ("en", "Tom put the milk in the fridge.", "put_into"), ("it", "Marco ha messo il latte nel frigo.", "put_into"),
    ("en", "Tom put the cup on the table.", "put_on"), ("it", "Marco ha posato la tazza sul tavolo.", "put_on"),
    ("en", "Tom put down the bag.", "put_down"), ("it", "Marco ha posato la borsa.", "put_down"),
    ("en", "Tom picked up the pen.", "pick_up"), ("it", "Marco ha preso la penna.", "pick_up"),
    ("en", "Tom took the milk out of the fridge.", "take_out"), ("it", "Marco ha preso il latte dal frigo.", "take_out"),
    ("en", "Tom removed the lid.", "remove"), ("it", "Marco ha tolto il coperchio.", "remove"),
    ("en", "Tom moved the chair.", "move"), ("it", "Marco ha spostato la sedia.", "move"),
    ("en", "Tom carried the box.", "carry"), ("it", "Marco ha portato la scatola.", "carry"),
    ("en", "Tom threw the ball.", "throw"), ("it", "Marco ha lanciato la palla.", "throw"),
    ("en", "Tom hung the coat.", "hang"), ("it", "Marco ha appeso il cappotto.", "hang"),
    ("en", "Tom poured the water into the glass.", "pour"), ("it", "Marco ha versato l'acqua nel bicchiere.", "pour"),
    ("en", "Tom filled the glass with water.", "fill"), ("it", "Marco ha riempito il bicchiere con l'acqua.", "fill"),
    ("en", "Tom emptied the bucket.", "empty"), ("it", "Marco ha svuotato il secchio.", "empty"),
    ("en", "Tom threw away the paper.", "throw_away"), ("it", "Marco ha buttato la carta.", "throw_away"),
    ("en", "Tom threw the shoe out of the window.", "throw_out"),
    ("en", "Tom lost the key.", "lose"), ("it", "Marco ha perso la chiave.", "lose"),
    ("en", "Tom sold the bike.", "give_away"), ("it", "Marco ha venduto la bici.", "give_away"),
    ("en", "Tom put on his coat.", "wear"), ("it", "Marco ha indossato il cappotto.", "wear"),
    ("en", "Tom took off his shoes.", "take_off"), ("it", "Marco si è tolto le scarpe.", "take_off"),
    ("en", "Tom got dressed.", "dress"), ("it", "Marco si è vestito.", "dress"),
    ("en", "Tom undressed.", "undress"), ("it", "Marco si è spogliato.", "undress"),
    ("en", "Tom turned on the radio.", "turn_on"), ("it", "Marco ha acceso la radio.", "turn_on"),
    ("en", "Tom turned off the radio.", "turn_off"), ("it", "Marco ha spento la radio.", "turn_off"),
    ("en", "Tom unplugged the iron.", "unplug"), ("it", "Marco ha staccato il ferro.", "unplug"),
    ("en", "Tom plugged in the iron.", "plug_in"), ("it", "Marco ha collegato il ferro.", "plug_in"),
    ("en", "Tom used the knife.", "use"), ("it", "Marco ha usato il coltello.", "use"),
    ("en", "Tom used up the soap.", "use_up"), ("it", "Marco ha finito il sapone.", "use_up"),
    ("en", "Tom tested the fan.", "operate"),
    ("en", "Tom heated the soup.", "heat"), ("it", "Marco ha scaldato la zuppa.", "heat"),
    ("en", "Tom cooked the rice.", "cook"), ("it", "Marco ha cucinato il riso.", "cook"),
    ("en", "Tom chilled the wine.", "cool"), ("it", "Marco ha raffreddato il vino.", "cool"),
    ("en", "Tom froze the meat.", "freeze"), ("it", "Marco ha congelato la carne.", "freeze"),
    ("en", "Tom melted the butter.", "melt"), ("it", "Marco ha sciolto il burro.", "melt"),
    ("en", "Tom printed the letter.", "print"), ("it", "Marco ha stampato la lettera.", "print"),
    ("en", "Tom copied the page.", "copy"), ("it", "Marco ha fotocopiato la pagina.", "copy"),
    ("en", "Tom typed on the laptop.", "type"),
    ("en", "Tom lit the candle.", "light"),
    ("en", "Tom blew out the candle.", "blow_out"),
    ("en", "Tom watched the television.", "watch"), ("it", "Marco ha guardato la televisione.", "watch"),
    ("en", "Tom listened to the radio.", "listen"), ("it", "Marco ha ascoltato la radio.", "listen"),
    ("en", "Tom called his sister on the phone.", "call"),
    ("en", "Tom played the piano.", "play"), ("it", "Marco ha suonato il pianoforte.", "play"),
    ("en", "Tom opened the door.", "open"), ("it", "Marco ha aperto la porta.", "open"),
    ("en", "Tom closed the door.", "close"), ("it", "Marco ha chiuso la porta.", "close"),
    ("en", "Tom locked the door.", "lock"), ("it", "Marco ha chiuso la porta a chiave.", "lock"),
    ("en", "Tom unlocked the door.", "unlock"), ("en", "Tom locked the passport in the drawer.", "lock_in"),
    ("en", "Tom broke the vase.", "break"), ("it", "Marco ha rotto il vaso.", "break"),
    ("en", "Tom smashed the mirror.", "shatter"), ("it", "Marco ha frantumato lo specchio.", "shatter"),
    ("en", "The vase broke.", "is_broken"), ("it", "Il vaso si è rotto.", "is_broken"),
    ("en", "Tom found the plate on the floor in pieces.", "in_pieces"), ("en", "The butter set firm.", "solidify"),
    ("en", "The radio did not work.", "is_broken"), ("it", "La radio non funzionava.", "is_broken"),
    ("en", "Tom left his phone in the car.", "leave_behind"), ("it", "Gino ha lasciato il pallone al parco.", "leave_behind"),
    ("en", "The drawer did not open.", "stays_shut"), ("it", "Il cassetto non si è aperto.", "stays_shut"),
    ("en", "The cabinet was locked.", "stays_locked"), ("it", "La porta era chiusa a chiave.", "stays_locked"),
    ("en", "Tom fixed the bike.", "repair"), ("it", "Marco ha riparato la bici.", "repair"),
    ("en", "Tom disassembled the lamp.", "disassemble"), ("it", "Marco ha smontato la lampada.", "disassemble"),
    ("en", "Tom assembled the shelf.", "assemble"), ("it", "Marco ha montato lo scaffale.", "assemble"),
    ("en", "Tom ate the apple.", "eat"), ("it", "Marco ha mangiato la mela.", "eat"),
    ("en", "Tom drank the juice.", "drink"), ("it", "Marco ha bevuto il succo.", "drink"),
    ("en", "Tom cut the bread.", "cut"), ("it", "Marco ha tagliato il pane.", "cut"),
    ("en", "Tom stirred the soup.", "mix"), ("it", "Marco ha mescolato la zuppa.", "mix"),
    ("en", "Tom blended the fruit.", "blend"), ("it", "Marco ha frullato la frutta.", "blend"),
    ("en", "Tom made a cake.", "make"), ("it", "Marco ha preparato una torta.", "make"),
    ("en", "Tom bought a cake.", "buy"), ("it", "Marco ha comprato una torta.", "buy"),
    ("en", "Tom washed the dishes.", "wash"), ("it", "Marco ha lavato i piatti.", "wash"),
    ("en", "Tom rinsed the cup.", "rinse"), ("it", "Marco ha risciacquato la tazza.", "rinse"),
    ("en", "Tom cleaned the floor.", "clean"), ("it", "Marco ha pulito il pavimento.", "clean"),
    ("en", "Tom dried the plate.", "dry"), ("it", "Marco ha asciugato il piatto.", "dry"),
    ("en", "Tom watered the plants.", "water"), ("it", "Marco ha annaffiato le piante.", "water"),
    ("en", "Tom stained the shirt.", "dirty"), ("it", "Marco ha sporcato la camicia.", "dirty"),
    ("en", "Tom showered.", "shower"), ("it", "Marco ha fatto la doccia.", "shower"),
    ("en", "Tom dried off.", "dry_off"),
    ("en", "Tom inflated the ball.", "inflate"), ("it", "Marco ha gonfiato la palla.", "inflate"),
    ("en", "Tom deflated the air mattress.", "deflate"), ("it", "Marco ha sgonfiato il pallone.", "deflate"),
    ("en", "Tom popped the balloon.", "burst"),
    ("en", "The radio's battery was flat.", "depowered"),
    ("en", "The wine left a stain on the tablecloth.", "dirty_with"),
    ("en", "Tom went to the park.", "go"), ("it", "Marco è andato al parco.", "go"),
    ("en", "Tom left the park.", "leave"), ("it", "Marco ha lasciato il parco.", "leave"),
    ("en", "Tom drove the car.", "drive"), ("it", "Marco ha guidato la macchina.", "drive"),
    ("en", "Tom rode the bike.", "ride"),
    ("en", "Tom sat on the chair.", "sit"), ("it", "Luca si è seduto sulla sedia.", "sit"),
    ("en", "Tom stood up.", "stand"),
    ("en", "Tom lies down.", "lie"),
    ("en", "Tom slept.", "sleep"), ("it", "Marco ha dormito.", "sleep"),
    ("en", "Tom woke up.", "wake"), ("it", "Marco si è svegliato.", "wake"),
    ("en", "Tom read the letter.", "read"), ("it", "Marco ha letto la lettera.", "read"),
    ("en", "Tom wrote in the notebook.", "write"), ("it", "Marco ha scritto sul quaderno.", "write"),
    ("en", "Tom stapled the pages.", "staple"),
    ("en", "Tom towed the car.", "tow"),
    ("en", "Tom has no umbrella.", "absent"), ("it", "Marco non ha più latte.", "absent"),
    ("en", "Tom dipped the cookie in the milk.", "dip"), ("it", "Marco ha intinto il biscotto nel latte.", "dip"),
    ("en", "It was dark.", "dark"), ("it", "Era buio.", "dark"),
    ("en", "The power went out.", "power_out"), ("it", "È andata via la corrente.", "power_out"),
    ("it", "La mattina l'acqua era un blocco di ghiaccio.", "is_frozen"), ("it", "Dopo un'ora la corrente è tornata.", "power_back"),
    ("en", "Tom borrowed a ladder.", "buy"), ("it", "Marco ha noleggiato una bici.", "buy"),
    ("en", "Tom cooled the jar of jam in the snow.", "cool_in"),
    ("it", "Marco ha raffreddato la bottiglia nel ruscello.", "cool_in"),
    ("en", "Tom looked up the timetable on the Internet.", "browse"),
    ("it", "Marco ha cercato l'orario su internet.", "browse"),
    ("en", "Tom shampooed his hair.", "shampoo"), ("it", "Marco si è fatto lo shampoo.", "shampoo"),
    ("en", "Tom soaped up.", "soap"),
    ("en", "Tom ironed his shirt.", "iron"), ("it", "Marco ha stirato la camicia.", "iron"),
    ("en", "Tom vacuumed the rug.", "vacuum"), ("it", "Marco ha passato l'aspirapolvere.", "vacuum"),
    ("en", "Tom mopped the hallway.", "mop"),
    ("en", "Tom brushed his teeth.", "brush_teeth"), ("it", "Marco si è lavato i denti.", "brush_teeth"),
    ("en", "Tom brewed a pot of coffee.", "brew_coffee"), ("it", "Marco ha preparato il caffè.", "brew_coffee"),
    ("en", "Tom made a cup of tea.", "brew_tea"), ("it", "Marco ha fatto il tè.", "brew_tea"),
    ("en", "Tom stayed at the office.", "stay"), ("it", "Marco è rimasto in ufficio.", "stay"),
    ("en", "Tom slid the letter into the envelope.", "put_into"), ("en", "Tom kneaded the clay.", "mix"),
    ("it", "Marco ha impastato la farina.", "mix"),
    ("en", "The kettle heated up.", "heat"), ("it", "Il ferro si è scaldato.", "heat"),
    ("en", "The soup cooled down.", "cool"), ("it", "La zuppa si è raffreddata.", "cool"),
    ("en", "The milk went sour.", "spoil"), ("it", "Il latte è andato a male.", "spoil"),
    ("en", "The lid flew open.", "open"),
    ("it", "La porta si è chiusa.", "close"), ("en", "The shirt tore.", "is_broken"),
]


def _facts() -> dict[str, list[tuple]]:
    """action -> (kind of fact, role, attribute, value) of its effect/4, needs/4 and moves/3 facts."""
    ctl = clingo.Control(["--warn=none"])
    for path in lexicon_files():
        ctl.add("base", [], path.read_text(encoding="utf-8"))
    ctl.ground([("base", [])])
    out: dict[str, list[tuple]] = {}
    for atom in ctl.symbolic_atoms:
        s = atom.symbol
        if s.name in ("effect", "needs") and len(s.arguments) == 4:
            a, r, at, v = s.arguments
            out.setdefault(a.name, []).append((s.name, r.name, at.name, v.number))
        elif s.name == "moves" and len(s.arguments) == 3:
            a, r, ch = s.arguments
            out.setdefault(a.name, []).append(("moves", r.name, "h_location" if r.name == "actor" else "location", ch.name))
    return out


@pytest.fixture(scope="module")
def read_all():
    stories = [Story(id=f"s{k}", sentences=[text], states=[[]]) for k, (_, text, _) in enumerate(SENTENCES)]
    return annotate_stories(stories)


def test_every_action_has_a_test_sentence():
    facts = _facts()
    tested = {action for _, _, action in SENTENCES}
    # Classes (transfer) and their members named for the WordNet verb classes (lend, devour) have their
    # knowledge by inheritance only; tests/test_actions_knowledge.py tests the inheritance.
    ctl = clingo.Control(["--warn=none"])
    for path in lexicon_files():
        ctl.add("base", [], path.read_text(encoding="utf-8"))
    ctl.ground([("base", [])])
    by_class = {a.symbol.arguments[k].name for a in ctl.symbolic_atoms.by_signature("is_a", 2) for k in (0, 1)}
    untested = set(facts) - tested - by_class
    assert not untested, f"actions without a test sentence: {sorted(untested)}"


@pytest.mark.parametrize("k", range(len(SENTENCES)), ids=[f"{lang}:{action}" for lang, _, action in SENTENCES])
def test_sentence_reads_as_its_action_with_every_fact(read_all, k):
    lang, text, action = SENTENCES[k]
    ann = read_all[f"s{k}"]
    assert ann.reading.lang == lang
    readings = [r for r in ann.reading.readings if r.action == action]
    assert readings, f"{text!r} read as {[r.action for r in ann.reading.readings]}"
    reading = readings[0]
    for kind, role, attribute, value in _facts().get(action, []):
        fillers = reading.fillers.get(role, [])
        if not fillers:
            continue
        part = {"effect": "post", "needs": "pre", "moves": "change"}[kind]
        want = value if kind == "moves" else bool(value)
        assert any(p.entity == fillers[0] and p.attribute == attribute and p.part == part and p.value == want
                   for p in ann.proposals), f"{text!r}: no proposal {fillers[0]}.{attribute} {part} {want}"
    for p in ann.proposals:
        assert p.rule and p.action, p


def test_the_lexicon_read_back_from_the_cache_is_the_one_built(tmp_path, monkeypatch):
    from solver.actions import lexicon as lexicon_module

    monkeypatch.setenv("PHYSKB_CACHE", str(tmp_path))
    lexicon_module.load_lexicon.cache_clear()
    try:
        built = lexicon_module.load_lexicon()
        assert list(tmp_path.glob("actions-lexicon-*.pickle")), "the built lexicon was not cached"
        lexicon_module.load_lexicon.cache_clear()
        cached = lexicon_module.load_lexicon()
        assert cached is not built
        for name in ("patterns", "words", "preps", "kinds", "by_literal", "object_sorts", "light_verbs", "any_actor"):
            assert getattr(cached, name) == getattr(built, name), name
        assert cached.reports == built.reports and cached.reports.synsets and cached.reports.part_class
    finally:
        lexicon_module.load_lexicon.cache_clear()


def test_a_broken_lexicon_cache_is_rebuilt(tmp_path, monkeypatch):
    from solver.actions import lexicon as lexicon_module

    monkeypatch.setenv("PHYSKB_CACHE", str(tmp_path))
    (tmp_path / f"actions-lexicon-{lexicon_module._fingerprint()}.pickle").write_bytes(b"not a pickle")
    lexicon_module.load_lexicon.cache_clear()
    try:
        assert lexicon_module.load_lexicon().patterns["en"]
    finally:
        lexicon_module.load_lexicon.cache_clear()
