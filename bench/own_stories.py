"""Benchmark: our own law stories (kb/stories/laws) checked with derived states, figures per law, style, language.

Run: .venv/bin/python bench/own_stories.py [--path DIR | --natural FILE] [--misses]
--natural FILE scores a story file in natural_dev's format instead (text only, with kind and style), e.g. a
set written by someone who never saw physkb: the embedded reader's figures on other hands' text.
Prints the time of one check-story call over all of them, then per law, per style, per language and per
conflict kind: exact conflict pairs over the implausible stories (and those with the right breakpoint
but another evidence sentence), plausible near misses flagged, and the pass rate (exact pair, or no
flag on a plausible story). --misses lists every story judged wrong with its gold and found pair.
"""
from __future__ import annotations

import argparse
import time
from pathlib import Path


def main() -> None:
    from solver.states.loaders import load_natural
    from solver.stories.check import check_with_derived
    from solver.actions.law_stories import GROUP_FIELDS, figures_by, figures_table, load_law_stories, overall, \
        story_passes

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--path", type=Path, default=None, help="folder of law stories (default kb/stories/laws)")
    parser.add_argument("--natural", type=Path, default=None,
                        help="a story file in natural_dev's format to score instead of the law stories")
    parser.add_argument("--misses", action="store_true", help="list the stories judged wrong")
    args = parser.parse_args()
    stories = load_natural(args.natural) if args.natural else load_law_stories(args.path)
    start = time.perf_counter()
    results = check_with_derived(stories).results
    seconds = time.perf_counter() - start
    total = overall(stories, results)
    print(f"{len(stories)} {'stories' if args.natural else 'law stories'} checked in {seconds:.2f} s: exact pair {total.exact}/{total.implausible}, "
          f"plausible flagged {total.flagged}/{total.plausible}, pass {total.passed}/{total.stories} "
          f"({100 * total.pass_rate:.1f}%)")
    for field in GROUP_FIELDS[1:] if args.natural else GROUP_FIELDS:
        print()
        print("\n".join(figures_table(field, figures_by(stories, results, field))))
    if args.misses:
        print("\nstories judged wrong (id: gold pair -> found pair):")
        for s in stories:
            if not story_passes(s, results[s.id]):
                print(f"  {s.id}: {s.gold_pair} -> {results[s.id].pair}   {' | '.join(s.sentences)}")


if __name__ == "__main__":
    main()
