#!/usr/bin/env bash
# physkb's probe engine on one GPU, in one command from the repository root (sized to end within 7 minutes on one
# H100/H200):  bash bench/gpu/run.sh   with bench/gpu/payload carried (make it first: bash bench/gpu/prepare.sh).
# Installs the carried wheels the machine lacks into /tmp/physkb-site, then runs bench/gpu/gpu_bench.py; prints
# everything, tees $OUT/log.txt, writes $OUT/figures.json. DRY=1: tiny models on the CPU (PYTHON names the Python).
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
export OUT="${OUT:-$PWD/gpu-out}"
mkdir -p "$OUT"
export GB_T0="$(date +%s)"
PY="${PYTHON:-python3}"
SITE="${GB_SITE:-/tmp/physkb-site}"

main() {
  echo "== physkb gpu bench, $(date -u +%FT%TZ), host $(hostname), python $("$PY" -c 'import sys; print(sys.executable, sys.version.split()[0])')"
  if [ ! -d bench/gpu/payload/whl ] || [ ! -d bench/gpu/payload/work ]; then
    echo "gpu bench: bench/gpu/payload is missing: run bash bench/gpu/prepare.sh, then carry bench/gpu/payload"; return 2
  fi
  rm -rf "$SITE"
  "$PY" bench/gpu/install.py "$SITE" || { echo "gpu bench: wheel install failed"; return 3; }
  export PYTHONPATH="$SITE:$PWD${PYTHONPATH:+:$PYTHONPATH}"
  export PYTHONUNBUFFERED=1 HF_HUB_OFFLINE=1 HF_DATASETS_OFFLINE=1 TRANSFORMERS_OFFLINE=1 TOKENIZERS_PARALLELISM=false
  export HF_HOME=/tmp/physkb-gb-hf HF_DATASETS_CACHE=/tmp/physkb-gb-hf/datasets PHYSKB_CACHE=/tmp/physkb-gb-cache
  export TQDM_MININTERVAL=5
  if [ "${DRY:-}" = "1" ]; then export PHYSKB_PACKED=1; fi  # the CPU runs the packed path too
  "$PY" bench/gpu/gpu_bench.py
}

main 2>&1 | tee "$OUT/log.txt"
exit "${PIPESTATUS[0]}"
