"""Install the carried wheels (bench/gpu/payload/whl, made by prepare.sh) the GPU machine lacks, into one folder.

Nothing is downloaded (pip --no-index). Packages physkb needs at a version of its own (typer, pydantic, clingo,
lm_eval) always go into the target folder, which comes first on PYTHONPATH; every other package only where this
Python cannot import it, so the image's own builds (torch, transformers, numpy, pandas, pyarrow, ...) stay in use.
`datasets` comes in the version that suits the image's huggingface_hub and pyarrow. Usage:
    python3 bench/gpu/install.py TARGET
"""
from __future__ import annotations

import importlib.util
import subprocess
import sys
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

WHEELS = Path(__file__).resolve().parent / "payload" / "whl"
ALWAYS = ["lm_eval==0.4.13", "typer", "annotated-doc", "shellingham", "pydantic", "pydantic-core", "annotated-types",
          "typing-inspection", "typing-extensions", "clingo", "cffi", "pycparser", "clorm"]
# distribution -> module it provides: installed only where the module does not import
IF_MISSING = {"rich": "rich", "markdown-it-py": "markdown_it", "mdurl": "mdurl", "pygments": "pygments",
              "accelerate": "accelerate", "evaluate": "evaluate", "sacrebleu": "sacrebleu", "portalocker": "portalocker",
              "tabulate": "tabulate", "colorama": "colorama", "xxhash": "xxhash",
              "sqlitedict": "sqlitedict", "word2number": "word2number", "more-itertools": "more_itertools",
              "pytablewriter": "pytablewriter", "DataProperty": "dataproperty", "mbstrdecoder": "mbstrdecoder",
              "pathvalidate": "pathvalidate", "tabledata": "tabledata", "tcolorpy": "tcolorpy", "typepy": "typepy",
              "jsonlines": "jsonlines", "psutil": "psutil",
              "jinja2": "jinja2", "markupsafe": "markupsafe", "rouge-score": "rouge_score"}


def _version(name: str) -> tuple[int, ...]:
    try:
        return tuple(int(p) for p in version(name).split(".")[:2] if p.isdigit())
    except PackageNotFoundError:
        return ()


def datasets_set() -> tuple[list[str], list[Path]]:
    """datasets with the dill and multiprocess it needs, in the newest version the image's hub and pyarrow take."""
    if importlib.util.find_spec("datasets") is not None:
        return [], []
    hub, arrow = _version("huggingface_hub"), _version("pyarrow")
    if hub >= (1, 31) and arrow >= (24,):
        return ["datasets==5.2.0", "dill==0.4.1", "multiprocess==0.70.19"], []
    if hub >= (0, 25) and arrow >= (21,):
        return ["datasets==4.4.1", "dill==0.4.0", "multiprocess==0.70.18"], [WHEELS / "alt-datasets==4.4.1"]
    return ["datasets==3.6.0", "dill==0.3.8", "multiprocess==0.70.16"], [WHEELS / "alt-datasets==3.6.0"]


def main() -> int:
    target = Path(sys.argv[1])
    if not WHEELS.is_dir():
        print(f"install: {WHEELS} is missing: run bench/gpu/prepare.sh and carry bench/gpu/payload")
        return 2
    missing = [dist for dist, module in IF_MISSING.items() if importlib.util.find_spec(module) is None]
    data, extra_links = datasets_set()
    wanted = ALWAYS + missing + data
    print(f"install: python {sys.version.split()[0]}; huggingface_hub {'.'.join(map(str, _version('huggingface_hub')))}"
          f", pyarrow {'.'.join(map(str, _version('pyarrow')))}; into {target}: {' '.join(wanted)}", flush=True)
    links = [arg for folder in [WHEELS, *extra_links] for arg in ("--find-links", str(folder))]
    cmd = [sys.executable, "-m", "pip", "install", "-q", "--no-index", "--no-deps", "--no-compile", "--no-cache-dir",
           "--disable-pip-version-check", "--upgrade", "--target", str(target), *links, *wanted]
    result = subprocess.run(cmd)
    if result.returncode:  # one wheel missing for this Python: install the rest one by one, say which failed
        failed = []
        for name in wanted:
            one = subprocess.run(cmd[: -len(wanted)] + [name], capture_output=True, text=True)
            if one.returncode:
                failed.append(name)
        print(f"install: these did not install: {' '.join(failed) or 'none on the second try'}")
        return 3 if {"lm_eval==0.4.13", "pydantic", "pydantic-core"} & set(failed) else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
