"""Our own stories for reading constructions, generated as construction x verbs x objects.

Why: a reading construction (a describing word after an object, a change of state told with the thing as
subject) is general only when it reads sentences it was not written from; these stories cross each
construction of kb/language/construction_stories.lp with its verbs and role fillers (people, containers,
devices, garments, vessels), once as an implausible story with its conflict pair and once as the plausible
near miss. `write` puts them in kb/stories/laws/constructions.json, where bench/actions.py and
bench/own_stories.py read them with the other law stories.
"""
from __future__ import annotations

import itertools
import json
from pathlib import Path

from clorm import ConstantField, IntegerField, Predicate, StringField

from solver.paths import KB_DIR

STORIES_FILE = KB_DIR / "language" / "construction_stories.lp"
OUT_FILE = KB_DIR / "stories" / "laws" / "constructions.json"
_STYLES = ("simple", "narrative", "plan", "first_person")


class StoryLine(Predicate, name="story_line"):
    construction = ConstantField
    plausible = IntegerField
    step = IntegerField
    template = StringField


class StoryConflict(Predicate, name="story_conflict"):
    construction = ConstantField
    kind = ConstantField
    attribute = ConstantField
    evidence = IntegerField
    breakpoint = IntegerField


class ConstructionVerb(Predicate, name="construction_verb"):
    construction = ConstantField
    verb = StringField


class Role(Predicate, name="role"):
    slot = ConstantField
    filler = StringField


def construction_stories() -> list[dict]:
    """Every story of every construction, in the project story format (with law, style, lang, kind)."""
    from solver.logic.asp import decode
    from solver.logic.tables import facts_of

    symbols = facts_of(STORIES_FILE)
    where = "kb/language/construction_stories.lp"
    lines = decode(symbols, StoryLine, where)
    conflicts = {str(c.construction): c for c in decode(symbols, StoryConflict, where)}
    verbs: dict[str, list[str]] = {}
    for v in decode(symbols, ConstructionVerb, where):
        verbs.setdefault(str(v.construction), []).append(v.verb)
    roles: dict[str, list[str]] = {}
    for r in decode(symbols, Role, where):
        roles.setdefault(str(r.slot), []).append(r.filler)
    out: list[dict] = []
    for name in sorted(conflicts):
        conflict = conflicts[name]
        for plausible in (0, 1):
            templates = [ln.template for ln in sorted(lines, key=lambda ln: ln.step)
                         if str(ln.construction) == name and ln.plausible == plausible]
            slots = sorted({s for s in roles if any("{" + s + "}" in t for t in templates)})
            for n, (verb, fill) in enumerate(itertools.product(
                    verbs[name], zip(*(roles[s] for s in slots)))):
                values = dict(zip(slots, fill), v=verb)
                story = {"id": f"law-construction-{name.replace('_', '-')}-{'p' if plausible else 'i'}{n + 1:02d}",
                         "lang": "en", "style": "simple", "kind": str(conflict.kind),
                         "attribute": str(conflict.attribute), "law": name,
                         "sentences": [t.format(**values) for t in templates]}
                if plausible:
                    story["plausible"] = True
                else:
                    story["conflict"] = {"evidence": conflict.evidence, "breakpoint": conflict.breakpoint}
                out.append(story)
    return out


def write(path: Path = OUT_FILE) -> int:
    """Write the stories to `path`; the number written."""
    stories = construction_stories()
    path.write_text(json.dumps(stories, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return len(stories)


if __name__ == "__main__":
    print(f"{write()} stories written to {OUT_FILE}")
