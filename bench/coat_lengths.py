"""Does the COAT generator add an option-length artifact the release does not have?

For every generated item (`physkb generate coat`, or a folder of question sets given with --items)
a counterpart is drawn from the release files alone, with no generator choice in it: the same
<task, utility>, task type and number of options; Task-0 gold one of the pair's context objects
(oracle.json) among objects of the utility and of others (objects.json); Task-1 gold one of the
pair's released ideal configurations (pouch_config_oracle.json) among its released moderate and bad
configurations (pouch_suboptimal.json); Task-2 moderate and bad configurations of the pair in the
item's proportions, gold the moderate one with the lowest released penalty sum. The shortest-option
and longest-option baselines (the option whose prompt text is shortest / longest) are scored on both,
beside the random expectation. If the generated items' figures match the release draws, the artifact
is in the release's own values (an ideal configuration is "free" and "clean"; a moderate or bad one
"reversible-using", "irreversible-using", "dirty", "broken"), not in the generator.

usage: .venv/bin/python bench/coat_lengths.py [--data ../shared/data] [--items DIR] [--seed 0]
"""
from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import tempfile
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def _score(items: list[tuple[int, list[str], int]]) -> dict[int, dict[str, float]]:
    """task type -> n, shortest, longest, random (percent) over (task type, option texts, gold) triples."""
    acc: dict[int, list[float]] = defaultdict(lambda: [0, 0, 0, 0.0])
    for task_type, texts, gold in items:
        lengths = [len(t) for t in texts]
        a = acc[task_type]
        a[0] += 1
        a[1] += lengths.index(min(lengths)) == gold
        a[2] += lengths.index(max(lengths)) == gold
        a[3] += 1 / len(texts)
    return {t: {"n": n, "shortest": 100 * s / n, "longest": 100 * lo / n, "random": 100 * r / n}
            for t, (n, s, lo, r) in sorted(acc.items())}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", default=str(ROOT.parent / "shared" / "data"))
    parser.add_argument("--items", default=None, help="a folder of generated question sets (default: generate them now)")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()

    from solver.coat.questions.prompt import option_text
    from solver.coat.release import load_ideal_configurations, load_oracle, load_suboptimal, load_utility_objects
    from solver.paths import resolve_data_dir

    root = resolve_data_dir(args.data, "coat")
    tmp = None
    items_dir = Path(args.items) if args.items else None
    if items_dir is None:
        tmp = tempfile.TemporaryDirectory(prefix="physkb-coat-lengths-")
        items_dir = Path(tmp.name)
        subprocess.run([sys.executable, "-m", "solver.cli", "generate", "coat", "--out", str(items_dir),
                        "--data", str(root), "--seed", str(args.seed)], check=True, cwd=ROOT,
                       stdout=subprocess.DEVNULL)
    generated = []
    for path in sorted(items_dir.glob("task*_v*.jsonl")):
        for line in path.open():
            it = json.loads(line)
            generated.append(it)

    oracle, utility_objects = load_oracle(root), load_utility_objects(root)
    ideal = load_ideal_configurations(root)
    suboptimal: dict[tuple[str, str, str], list] = defaultdict(list)
    for entry in load_suboptimal(root):
        suboptimal[(entry.utility, entry.task, entry.cls)].append(entry)
    every_object = sorted({o for objs in utility_objects.values() for o in objs})

    rng = random.Random(args.seed)
    release_items, skipped = [], 0
    for it in generated:
        pair, n, t = (it["utility"], it["task"]), len(it["options"]), it["task_type"]
        if t == 0:
            context = oracle.get(pair, [])
            others = [o for o in every_object if o not in context]
            if not context or len(others) < n - 1:
                skipped += 1
                continue
            texts = [rng.choice(context)] + rng.sample(others, n - 1)
            release_items.append((0, texts, 0))
        elif t == 1:
            golds = ideal.get(pair, [])
            pool = suboptimal[(*pair, "moderate")] + suboptimal[(*pair, "bad")]
            if not golds or len(pool) < n - 1:
                skipped += 1
                continue
            texts = [option_text(rng.choice(golds))] + [option_text(e.configuration) for e in rng.sample(pool, n - 1)]
            release_items.append((1, texts, 0))
        else:
            n_moderate = sum(o.get("class") == "moderate" for o in it["options"])
            moderate, bad = suboptimal[(*pair, "moderate")], suboptimal[(*pair, "bad")]
            if len(moderate) < n_moderate or len(bad) < n - n_moderate:
                skipped += 1
                continue
            chosen = rng.sample(moderate, n_moderate)
            best = min(range(len(chosen)), key=lambda k: chosen[k].time_penalty + chosen[k].material_penalty)
            texts = [option_text(e.configuration) for e in chosen] + [option_text(e.configuration)
                                                                       for e in rng.sample(bad, n - n_moderate)]
            release_items.append((2, texts, best))

    gen = _score([(it["task_type"], [option_text(o) for o in it["options"]], it["gold"]) for it in generated])
    rel = _score(release_items)
    print(f"COAT option-length baselines (percent of items answered right), {len(generated)} generated items "
          f"(seed {args.seed}) and as many drawn from the release files alone ({skipped} pairs without enough "
          f"released options left out)")
    print(f"{'task':6s} {'source':10s} {'n':>7s} {'random':>7s} {'shortest':>9s} {'longest':>8s}   shortest - release")
    for t in sorted(gen):
        for name, figures in (("generated", gen[t]), ("release", rel.get(t))):
            if figures is None:
                continue
            delta = gen[t]["shortest"] - rel[t]["shortest"] if t in rel else float("nan")
            print(f"Task-{t} {name:10s} {figures['n']:7d} {figures['random']:7.1f} {figures['shortest']:9.1f} "
                  f"{figures['longest']:8.1f}" + (f"   {delta:+.1f} points" if name == "generated" else ""))
    if tmp is not None:
        tmp.cleanup()


if __name__ == "__main__":
    main()
