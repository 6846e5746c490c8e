"""Benchmark: one story's reading by a local model with the full prompt beside the compact one, side by side in
one run (the same model loaded once, the same stories, the same token budget).

Run: nice -n 10 .venv/bin/python bench/reading_prompt_forms.py [--model smollm2] [--stories 2] [--max-new-tokens 256]
     [--data ../shared/data/stories/natural_dev.json]

Why: with the full prompt (`physkb read --prompt`, about 4,800 SmolLM2 tokens) a reading on a shared 2-core CPU
took minutes: measured on 2026-11-27 at load 2 on 2 cores, the prompt's prefill took 158 s (32 ms a token: the
attention over the long prompt, not the grammar, whose mask took under 1% of the time) and each decoding step
about 200 ms at that context length, up to 768 steps, plus the asks again with tighter bounds when the budget cut
the answer. The compact prompt (`--prompt-form compact`) is generated from the same declaration at about a
quarter of the tokens, and the opening every story shares is computed once per run (the backend keeps its
key/value cache), so a story costs its own tokens and its decoding steps.

For each form the stories are read in turn (no repair round): the first reading pays for the shared opening,
the later ones find it cached. Printed: prompt tokens, the first reading's and the later readings' seconds,
decoding steps, and the ratios full / compact. The figures depend on the machine's load (printed with them);
the ratio is what to read.
"""
from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
from pathlib import Path


def main() -> None:
    from probes.backends import load_backend, resolve_model
    from probes.device import resolve_placement
    from probes.reading.adapter import ReadingAdapter
    from probes.reading.run import read_stories
    from solver.readings.prompt import PROMPT_FORMS
    from solver.states.loaders import load_any

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", default="smollm2")
    parser.add_argument("--stories", type=int, default=2, help="stories read with each form")
    parser.add_argument("--max-new-tokens", type=int, default=256, help="the token budget of one reading")
    parser.add_argument("--data", type=Path, default=Path("../shared/data/stories/natural_dev.json"))
    args = parser.parse_args()

    spec = resolve_model(args.model)
    placement = resolve_placement("cpu")
    backend = load_backend(spec, placement, progress=False)
    tokenizer = backend.scorer.tokenizer
    stories = load_any(args.data)[: args.stories]
    results: dict[str, dict] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for form in PROMPT_FORMS:
            adapter = ReadingAdapter(args.max_new_tokens, prompt_form=form)
            tokens = statistics.mean(len(tokenizer(adapter._prompt(s)[0])["input_ids"]) for s in stories)
            seconds, steps, valid = [], [], 0
            for k, story in enumerate(stories):
                start = time.perf_counter()
                run = read_stories([story], args.model, out=Path(tmp) / f"{form}-{k}", max_new_tokens=args.max_new_tokens,
                                   repair=False, progress=False, loaded=backend, prompt_form=form)
                seconds.append(time.perf_counter() - start)
                answer = run.records[0]["answers"][0]
                steps.append(len(tokenizer(answer["text"])["input_ids"]))
                valid += run.records[0]["schema_valid"]
            results[form] = {"tokens": tokens, "first": seconds[0], "later": seconds[1:], "steps": steps,
                             "valid": valid}
    load = os.getloadavg()[0]
    print(f"{args.model}: {len(stories)} stories of {args.data.name} per form, budget {args.max_new_tokens} tokens, "
          f"no repair round; load average {load:.1f} on {os.cpu_count()} cores")
    for form, r in results.items():
        later = f"{statistics.mean(r['later']):7.1f} s" if r["later"] else "      -"
        print(f"  {form:<8} prompt {r['tokens']:6.0f} tokens   first reading {r['first']:7.1f} s   later readings "
              f"{later}   decoding steps {statistics.mean(r['steps']):5.0f}   schema-valid {r['valid']}/{len(stories)}")
    full, compact = results["full"], results["compact"]
    print(f"  ratio full / compact: prompt tokens {full['tokens'] / compact['tokens']:.1f}x, first reading "
          f"{full['first'] / compact['first']:.1f}x" + (
              f", later readings {statistics.mean(full['later']) / statistics.mean(compact['later']):.1f}x"
              if full["later"] and compact["later"] else ""))


if __name__ == "__main__":
    main()
