"""Our own stories written from the general action laws (kb/stories/laws), and how the solver fares on them.

These stories were written from the laws (what is acted on must exist, be here, be free, be open; vessels,
instruments, devices, garments, consumption, contents, described states), not from any dev story, so they
are the third witness, beside TRIP implicit dev and natural_dev.json, that a law is general: a rule that
wins only on the stories it was fitted to does not win here. Each story names the law it tests, its
style (simple, narrative, plan, first_person), language and conflict kind; figures are grouped by any of
these fields.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Mapping, Optional, Sequence

from solver.paths import KB_DIR
from solver.states.loaders import load_project_stories
from solver.states.model import Story
from solver.states.solve import ConflictResult

LAW_STORIES_DIR = KB_DIR / "stories" / "laws"
STYLES = ("simple", "narrative", "plan", "first_person")
LANGUAGES = ("en", "it")
GROUP_FIELDS = ("law", "style", "lang", "kind")


def load_law_stories(path: Optional[Path] = None) -> list[Story]:
    """The law stories (a folder of JSON lists in the project story format, with law, style, lang, kind)."""
    return load_project_stories(path or LAW_STORIES_DIR)


@dataclass
class LawFigures:
    """Exact conflict pairs over the implausible stories and flags over the plausible ones of one group."""

    implausible: int = 0
    exact: int = 0
    breakpoint_only: int = 0  # right breakpoint, wrong evidence
    plausible: int = 0
    flagged: int = 0

    @property
    def stories(self) -> int:
        return self.implausible + self.plausible

    @property
    def passed(self) -> int:
        """Stories judged right: the exact pair for an implausible story, no conflict for a plausible one."""
        return self.exact + self.plausible - self.flagged

    @property
    def pass_rate(self) -> float:
        return self.passed / self.stories if self.stories else 0.0

    def add(self, story: Story, result: ConflictResult) -> None:
        if story.plausible:
            self.plausible += 1
            self.flagged += not result.plausible
        else:
            self.implausible += 1
            if result.pair == story.gold_pair:
                self.exact += 1
            elif not result.plausible and result.breakpoint == story.breakpoint:
                self.breakpoint_only += 1


def story_passes(story: Story, result: ConflictResult) -> bool:
    return result.plausible if story.plausible else result.pair == story.gold_pair


def figures_by(stories: Sequence[Story], results: Mapping[str, ConflictResult], field: str) -> dict[str, LawFigures]:
    """Figures per value of one story field (law, style, lang, kind), in order of first appearance."""
    out: dict[str, LawFigures] = {}
    for s in stories:
        key = str(s.raw.get(field, "?")) if isinstance(s.raw, dict) else "?"
        out.setdefault(key, LawFigures()).add(s, results[s.id])
    return out


def overall(stories: Sequence[Story], results: Mapping[str, ConflictResult]) -> LawFigures:
    total = LawFigures()
    for s in stories:
        total.add(s, results[s.id])
    return total


def figures_table(name: str, groups: Mapping[str, LawFigures]) -> list[str]:
    """Plain text rows: group, stories, exact pairs, breakpoint only, plausible flagged, pass rate."""
    rows = [f"{name:<22} {'stories':>7} {'exact pair':>12} {'bp only':>7} {'plaus. flagged':>14} {'pass':>6}"]
    for key, f in groups.items():
        rows.append(f"{key:<22} {f.stories:>7} {f'{f.exact}/{f.implausible}':>12} {f.breakpoint_only:>7} "
                    f"{f'{f.flagged}/{f.plausible}':>14} {100 * f.pass_rate:>5.1f}%")
    return rows
