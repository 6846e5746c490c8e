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

from solver.logic.constructions import ConstructionVerb, StoryConflict, StoryLang, StoryLine, StoryRole, StoryStyle
from solver.logic.tables import read
from solver.paths import KB_DIR

STORIES_FILE = KB_DIR / "language" / "construction_stories.lp"
OUT_FILE = KB_DIR / "stories" / "laws" / "constructions.json"


def construction_stories() -> list[dict]:
    """Every story of every construction, in the project story format (with law, style, lang, kind)."""
    lines = read(STORIES_FILE, StoryLine)
    conflicts = {str(c.construction): c for c in read(STORIES_FILE, StoryConflict)}
    verbs: dict[str, list[str]] = {}
    for v in read(STORIES_FILE, ConstructionVerb):
        verbs.setdefault(str(v.construction), []).append(v.verb)
    langs = {str(x.construction): (str(x.lang), str(x.style)) for x in read(STORIES_FILE, StoryLang)}
    roles: dict[str, list[str]] = {}
    for r in read(STORIES_FILE, StoryRole):
        roles.setdefault(str(r.slot), []).append(r.filler)
    styles = {str(st.construction): str(st.style) for st in read(STORIES_FILE, StoryStyle)}
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
                         "lang": langs.get(name, ("en", "simple"))[0],
                         "style": styles.get(name, langs.get(name, ("en", "simple"))[1]),
                         "kind": str(conflict.kind),
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
