"""The COAT demo of the main job: best substitutes for every task of the project KB, and the
release validation summary when release data is given."""
from __future__ import annotations

from pathlib import Path
from solver.coat.knowledge import load_coat_kb
from solver.coat.records import VARIABLES
from solver.coat.substitute import best_substitute


def summary(data_dir: Path | None) -> str:
    """One line per project-KB task (best object, state and why); then the release check if data is given."""
    kb = load_coat_kb(None)
    lines = [f"COAT best substitutes over the project KB ({len(kb.pairs)} tasks, {len(kb.objects)} objects, "
             f"{len(kb.configurations)} common configurations; profile corrected)"]
    for utility, task in kb.pairs:
        result = best_substitute(task, utility, kb=kb)
        counts = {lvl: sum(1 for c in result.ranking if c.level == lvl) for lvl in ("utility", "context", "state")}
        if result.best is None:
            lines.append(f"  {utility} / {task}: none - {result.reason}")
            continue
        b = result.best
        state = ", ".join(str(b.configuration[v]) for v in VARIABLES)
        lines.append(
            f"  {utility} / {task}: {b.object_name} ({state}) - {b.cls}, penalties {b.time_penalty}+{b.material_penalty}; "
            f"of {len(result.ranking)} candidates {counts['utility']} lack the utility, {counts['context']} are out of "
            f"context, {counts['state']} judged by state")
    if data_dir is not None:
        # deferred: loads numpy only when this runs
        from solver.coat.validate import validate_release

        release = load_coat_kb(Path(data_dir))
        for profile in ("release", "corrected"):
            report = validate_release(release, profile, task2_seed=None)
            lines.append(
                f"COAT release check ({profile}): penalties {report.penalties_matched}/{report.penalties_total}, "
                f"ideal pairs {report.ideal_pairs_matched}/{report.ideal_pairs_total}, "
                f"{len(report.anomalies)} anomalies, {len(report.profile_differences)} profile differences")
    return "\n".join(lines)
