"""The states part of the main job: our own stories checked, and with release data the two validations."""
from __future__ import annotations

from pathlib import Path
from typing import Optional
from solver.paths import KB_DIR
from solver.states.loaders import GITA_FILE, TRIP_CURATED_FILE, load_gita, load_project_stories, load_trip
from solver.states.validate import validate
from solver.stories.check import check_with_derived


def _counts_line(name: str, counts: dict) -> str:
    return (f"{name}: exact pair {counts['exact_pair']}/{counts['implausible_total']} implausible "
            f"({counts['exact_pair_clean']}/{counts['implausible_clean']} without annotation anomaly), "
            f"breakpoint only {counts['breakpoint_only']}; plausible flagged "
            f"{counts['plausible_flagged']}/{counts['plausible_total']} "
            f"({counts['plausible_flagged_without_anomaly']} without an anomaly)")


def summary(data_dir: Optional[Path]) -> str:
    """Text block: kb stories vs their expected verdicts; GITA and TRIP validation summaries if data is there."""
    lines = []

    stories = load_project_stories(KB_DIR / "stories")
    results = check_with_derived(stories).results  # text-only stories are read through their actions
    agree = sum(results[s.id].pair == s.gold_pair for s in stories)
    implausible = sum(1 for s in stories if not s.plausible)
    lines.append(f"kb stories: {len(stories)} checked ({len(stories) - implausible} plausible, "
                 f"{implausible} implausible); solver agrees with the expected verdict on {agree}")
    for s in stories:
        r = results[s.id]
        mark = "ok" if r.pair == s.gold_pair else "DIFFERS"
        lines.append(f"  [{mark}] {s.id}: " + ("plausible" if r.plausible else r.explanation))
    if data_dir is not None:
        data_dir = Path(data_dir)
        for bench, file_name, loader in (("gita", GITA_FILE, load_gita), ("trip", TRIP_CURATED_FILE, load_trip)):
            path = data_dir / bench / file_name
            if not path.exists():
                path = data_dir / file_name
            if not path.exists():
                lines.append(f"{bench}: no {file_name} under {data_dir}")
                continue
            report = validate(loader(path), bench)
            lines.append(_counts_line(bench, report.summary) + f"; {report.summary['anomalies']} anomalies")
            for part, counts in report.summary.get("by_partition", {}).items():
                if counts["implausible_total"]:
                    lines.append("  " + _counts_line(part, counts))
    return "\n".join(lines)
