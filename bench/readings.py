"""Benchmark: the releases' human annotations checked through physkb's state vocabulary, beside the direct check.

Run: .venv/bin/python bench/readings.py [--data ../shared/data]
Each TRIP dev curated and GITA story's annotations are written as a reading (solver.readings.convert), sent
through the same path a model's reading takes (validation with normalised names, then check_readings), and
the figures are printed beside those of the annotations checked directly (find_conflicts): exact conflict pair
over the implausible stories, plausible stories flagged, readings failing validation, and the time of each.
"""
from __future__ import annotations

import argparse
import time
from pathlib import Path


def _figures(stories, results) -> tuple[int, int, int, int]:
    implausible = [s for s in stories if s.plausible is False and s.gold_pair]
    plausible = [s for s in stories if s.plausible]
    exact = sum(1 for s in implausible if s.id in results and results[s.id].pair == s.gold_pair)
    flagged = sum(1 for s in plausible if s.id in results and not results[s.id].plausible)
    return exact, len(implausible), flagged, len(plausible)


def main() -> None:
    from solver.readings.check import check_readings
    from solver.readings.convert import reading_from_story
    from solver.states.loaders import load_gita, load_trip
    from solver.states.solve import find_conflicts

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=Path("../shared/data"))
    args = parser.parse_args()
    for name, stories in (("trip dev curated", load_trip(args.data / "trip" / "dev_curated_trip.json")),
                          ("gita", load_gita(args.data / "gita" / "GITA_test.json"))):
        start = time.perf_counter()
        direct = find_conflicts(stories)
        direct_s = time.perf_counter() - start
        start = time.perf_counter()
        checked = check_readings([(s, reading_from_story(s)) for s in stories])
        read_s = time.perf_counter() - start
        invalid = [sid for sid, v in checked.validations.items() if not v.ok]
        d, r = _figures(stories, direct), _figures(stories, checked.results)
        differ = [s.id for s in stories if s.id in checked.results and
                  (direct[s.id].plausible, direct[s.id].pair) != (checked.results[s.id].plausible, checked.results[s.id].pair)]
        print(f"{name}: annotations checked directly: exact {d[0]}/{d[1]}, flagged {d[2]}/{d[3]} ({direct_s:.2f} s); "
              f"as readings: exact {r[0]}/{r[1]}, flagged {r[2]}/{r[3]} ({read_s:.2f} s, validation included); "
              f"readings failing validation {len(invalid)} {invalid[:5]}; verdicts that differ {len(differ)} {differ[:10]}")


if __name__ == "__main__":
    main()
