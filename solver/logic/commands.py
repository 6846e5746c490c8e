"""`physkb rules`: the rule catalogue as the rule files declare it, so nobody keeps a copy by hand."""
from __future__ import annotations

import json
from typing import Optional

import typer

from solver.cli_apps import app
from solver.errors import UnknownNameError
from solver.logic.catalogue import rule_docs


def _area(file: str) -> str:
    """The area a rules file belongs to: its name up to the first underscore or dot (actions_link.lp -> actions)."""
    return file.split("_", 1)[0].split(".", 1)[0]


@app.command("rules")
def list_rules(
    area: Optional[str] = typer.Option(None, "--area", help="Only the rules of one area: the rule files' prefix "
                                                            "(actions, states, coat, sizes, affordances)."),
    as_json: bool = typer.Option(False, "--json", help="Machine-readable JSON on stdout."),
) -> None:
    """Every named rule with its file, one-line description and whether an ablation can switch it off."""
    docs = sorted(rule_docs().values(), key=lambda d: (d.file, d.name))
    areas = sorted({_area(d.file) for d in docs})
    if area is not None:
        if area not in areas:
            raise UnknownNameError("rule area", area, areas)
        docs = [d for d in docs if _area(d.file) == area]
    if as_json:
        print(json.dumps([{"name": d.name, "file": d.file, "switchable": d.switchable, "description": d.description}
                          for d in docs], ensure_ascii=False, indent=1))
        return
    file = None
    for d in docs:
        if d.file != file:
            file = d.file
            print(f"rules/{file}")
        print(f"  {d.name}{'' if d.switchable else ' (fixed)'}: {d.description}")
    print(f"{len(docs)} rules; (fixed) ones cannot be switched off for an ablation")
