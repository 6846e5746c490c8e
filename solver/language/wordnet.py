"""WordNet 3.0 from Debian's `wordnet-base`, opened with NLTK's reader: one opener for every user.

Why a copy: NLTK reads a WordNet only from one folder of its own and needs the `lexnames` index, which
Debian's package leaves out. The database files are copied once (28 MB) into physkb's cache folder with
that index written beside them; nothing is ever downloaded.
"""
from __future__ import annotations

import os
import shutil
import warnings
from pathlib import Path
from typing import Any

from solver.atomic import write_text
from solver.errors import DataError
from solver.language.lookup_store import cache_dir

WORDNET_DIR = Path(os.environ.get("PHYSKB_WORDNET", "/usr/share/wordnet"))
INSTALL_HINT = "install WordNet 3.0 with: sudo apt-get install wordnet-base"

# The 45 lexicographer files of WordNet 3.0 in their numbering, each with its part of speech.
LEXNAMES: tuple[str, ...] = tuple(
    ("adj.all adj.pert adv.all noun.Tops noun.act noun.animal noun.artifact noun.attribute noun.body "
     "noun.cognition noun.communication noun.event noun.feeling noun.food noun.group noun.location "
     "noun.motive noun.object noun.person noun.phenomenon noun.plant noun.possession noun.process "
     "noun.quantity noun.relation noun.shape noun.state noun.substance noun.time verb.body verb.change "
     "verb.cognition verb.communication verb.competition verb.consumption verb.contact verb.creation "
     "verb.emotion verb.motion verb.perception verb.possession verb.social verb.stative verb.weather "
     "adj.ppl").split())
_CATEGORY = {"noun": 1, "verb": 2, "adj": 3, "adv": 4}
_DB_FILES = ("data.noun", "data.verb", "data.adj", "data.adv", "index.noun", "index.verb", "index.adj",
             "index.adv", "noun.exc", "verb.exc", "adj.exc", "adv.exc")


class WordNetMissing(DataError):
    """WordNet's database is not installed where it is read from."""


def installed(source: Path | None = None) -> bool:
    return ((source or WORDNET_DIR) / "data.noun").is_file()


def _lexnames_text() -> str:
    return "".join(f"{i:02d}\t{name}\t{_CATEGORY[name.split('.')[0]]}\n" for i, name in enumerate(LEXNAMES))


def _copy(source: Path, folder: Path) -> None:
    """The database files and the lexnames index in `folder` (copied again where a file differs in size)."""
    folder.mkdir(parents=True, exist_ok=True)
    for name in _DB_FILES:
        src, dst = source / name, folder / name
        if src.is_file() and (not dst.is_file() or dst.stat().st_size != src.stat().st_size):
            shutil.copyfile(src, dst)  # NLTK refuses links that leave its folder
    lexnames = folder / "lexnames"
    if not lexnames.is_file() or lexnames.read_text(encoding="utf-8") != _lexnames_text():
        write_text(lexnames, _lexnames_text())


def files_stamp(names: tuple[str, ...], source: Path | None = None) -> str:
    """Size and time of WordNet's database files `names`: what a table built from them is keyed by."""
    out = []
    for name in names:
        path = (source or WORDNET_DIR) / name
        st = path.stat() if path.is_file() else None
        out.append(f"{name}:{st.st_size if st else -1}:{int(st.st_mtime) if st else -1}")
    return ";".join(out)


def open_wordnet(source: Path | None = None) -> Any:
    """NLTK's WordNet reader over the cached copy of `source` (default: Debian's folder)."""
    source = source or WORDNET_DIR
    if not installed(source):
        raise WordNetMissing(f"WordNet 3.0 not found in {source}: {INSTALL_HINT}")
    try:
        import nltk
        from nltk.corpus.reader.wordnet import WordNetCorpusReader
    except ImportError as exc:  # pragma: no cover - nltk is a dependency
        raise WordNetMissing(f"NLTK is not installed ({exc}): pip install nltk") from exc

    class LocalWordNet(WordNetCorpusReader):
        """Debian's WordNet 3.0 as it is: no mapping to a newer WordNet (none is installed)."""

        def map_wn(self, version="oewn"):  # noqa: D102 - see class docstring
            return None

    folder = cache_dir() / "wordnet-3.0" / "wordnet"
    _copy(source, folder)
    if str(folder.parent) not in nltk.data.path:
        nltk.data.path.insert(0, str(folder.parent))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return LocalWordNet(str(folder), None)
