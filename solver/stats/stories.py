"""GITA and TRIP dataset statistics: stories by type (GITA Table 3), state labels, attributes, conflicts."""
from __future__ import annotations

from collections import Counter
from pathlib import Path

from solver.stats.model import PlotSpec, StatsReport, StatsTable
from solver.errors import DataError
from solver.stats.papers import paper_counts
from solver.states.loaders import GITA_FILE, TRIP_CURATED_FILE, load_gita, load_trip
from solver.stats.xlsx import read_first_sheet

# GITA's Table 3 as the issue quotes it (stories by type and its two label counts).
GITA_SOURCE = "GITA paper Table 3 (Pensa et al., LREC-COLING 2024), read from the release's papers/gita.csv"
_PAPER_SETTINGS = {"plausible": "plausible stories", "order": "implausible stories (order)",
                   "cloze": "implausible stories (cloze)"}


def _gita_paper(folder: Path) -> tuple[dict, tuple]:
    """The paper's Table 3 from the release's papers/gita.csv: stories per type, labels (order, cloze);
    None where the file or a figure is missing (never a number typed into the code)."""
    counts = {r["setting"]: int(float(r["value"])) for r in paper_counts(folder, "gita")}
    stories = {p: counts.get(setting) for p, setting in _PAPER_SETTINGS.items()}
    labels = (counts.get("physical-state labels (order)"), counts.get("physical-state labels (cloze)"))
    return stories, labels
PARTS = ("plausible", "order", "cloze")


def _label_counts(stories) -> dict[str, Counter]:
    """Per partition: labelled slots by kind (preconditions, effects, location changes, any)."""
    out: dict[str, Counter] = {}
    for s in stories:
        c = out.setdefault(s.partition, Counter())
        c["stories"] += 1
        c["sentences"] += len(s.sentences)
        for labels in s.states:
            for lab in labels:
                c["informative"] += lab.informative
                c["preconditions"] += lab.pre is not None
                c["effects"] += lab.post is not None
                c["location changes"] += lab.change is not None
    return out


def _attribute_counts(stories) -> Counter:
    c: Counter = Counter()
    for s in stories:
        for labels in s.states:
            for lab in labels:
                if lab.informative:
                    c[lab.attribute] += 1
    return c


def _gita_spreadsheet(folder: Path) -> dict[str, int] | None:
    """Stories by type in the authors' spreadsheet (ID story column: N, N-O*, N-C*)."""
    path = folder / "GITA.xlsx"
    if not path.exists():
        return None
    rows = read_first_sheet(path)
    header = {v: k for k, v in rows[0].items()} if rows else {}
    id_col, plaus_col = header.get("ID story"), header.get("plausibility")
    counts: Counter = Counter()
    for r in rows[1:]:
        key, plaus = r.get(id_col or "G"), r.get(plaus_col or "H")
        if key is None or plaus in (None, ""):
            continue  # continuation rows of a story (its annotations), not a story
        key = key[:-2] if key.endswith(".0") and key[:-2].isdigit() else key  # a base story's number as a float
        counts["cloze" if "-C" in key else "order" if "-O" in key else "plausible"] += 1
        counts["ids:" + key] += 1
    return dict(counts)


def gita_stats(folder: Path) -> StatsReport:
    stories = load_gita(folder / GITA_FILE)
    by_key = Counter(s.partition for s in stories)
    by_type = Counter({"cloze": 0, "order": 0, "plausible": 0})
    for s in stories:
        t = s.raw.get("type")
        by_type["plausible" if t in (None, "", "plausible") else t] += 1
    sheet = _gita_spreadsheet(folder) or {}
    paper, paper_labels = _gita_paper(folder)
    rows = [[p, by_key[p], by_type[p], sheet.get(p), paper.get(p)] for p in PARTS]
    rows.append(["total", sum(by_key.values()), sum(by_type.values()),
                 sum(sheet.get(p, 0) for p in PARTS) if sheet else None,
                 sum(paper.values()) if all(v is not None for v in paper.values()) else None])
    json_ids = {s.id for s in stories}
    only_sheet = sorted(k[4:] for k in sheet if k.startswith("ids:") and k[4:] not in json_ids)
    typed_order = sorted(s.id for s in stories if s.partition == "plausible" and s.raw.get("type") == "order")
    note = (f"the paper's {paper.get('order') or '–'} order stories are the spreadsheet's: it holds {', '.join(only_sheet) or 'nothing'} "
            f"that the JSON release lacks, so the JSON has {by_key['order']} order variants "
            f"({sum(1 for s in stories if s.id.endswith('-O1'))} of them -O1); by the JSON `type` field base "
            f"{', '.join(typed_order)} counts as order instead of plausible")
    t3 = StatsTable("stories", "GITA Table 3: stories by type", ["type", "JSON (by key)", "JSON (type field)",
                    "GITA.xlsx", "paper"], rows, note=note, source=GITA_SOURCE)
    labels = _label_counts(stories)
    keys = ("stories", "sentences", "informative", "preconditions", "effects", "location changes")
    lrows = [[p] + [labels.get(p, Counter())[k] for k in keys] for p in PARTS]
    lrows.append(["total"] + [sum(labels.get(p, Counter())[k] for p in PARTS) for k in keys])
    total = Counter()
    for c in labels.values():
        total.update(c)
    given = " / ".join("–" if v is None else f"{v:,}" for v in paper_labels)
    label_note = (f"the paper gives {given} labels (order / cloze); the JSON release's "
                  f"non-irrelevant labels are {total['informative']:,} ({total['preconditions']:,} preconditions, "
                  f"{total['effects']:,} effects, {total['location changes']:,} location changes). No count we "
                  "tried (per type, per kind, without persistence labels, distinct entity-attribute pairs) gives "
                  "those two numbers, and the spreadsheet holds no labels to check them against")
    t_labels = StatsTable("labels", "GITA state labels (non-irrelevant) by type", ["type", *keys], lrows,
                          note=label_note, source=GITA_SOURCE)
    attrs = _attribute_counts(stories)
    t_attr = StatsTable("attributes", "GITA labels per attribute", ["attribute", "labels"],
                        [[a, n] for a, n in attrs.most_common()])
    conflicts = Counter((s.partition, s.breakpoint) for s in stories if s.gold_pair)
    t_bp = StatsTable("breakpoints", "GITA conflicts: breakpoint sentence by type (0-based)",
                      ["type"] + [str(b) for b in range(5)],
                      [[p] + [conflicts[(p, b)] for b in range(5)] for p in ("cloze", "order")])
    plots = [
        PlotSpec("stories", "GITA stories by type: release JSON vs the paper", "bars", list(PARTS),
                 {"JSON (by key)": [by_key[p] for p in PARTS], "paper": [paper.get(p) or 0 for p in PARTS]},
                 ylabel="stories"),
        PlotSpec("attributes", "GITA labels per attribute", "bars", [a for a, _ in attrs.most_common()],
                 {"labels": [n for _, n in attrs.most_common()]}, ylabel="labels", horizontal=True),
    ]
    figures = {"stories_by_key": dict(by_key), "stories_by_type_field": dict(by_type),
               "spreadsheet": {p: sheet.get(p) for p in PARTS}, "only_in_spreadsheet": only_sheet,
               "paper": paper, "labels": {k: total[k] for k in keys[2:]},
               "paper_labels": list(paper_labels)}
    return StatsReport("gita", str(folder), [t3, t_labels, t_attr, t_bp], plots, figures)


def trip_stats(folder: Path) -> StatsReport:
    files = [f for f in (TRIP_CURATED_FILE, "implicit_dev_trip.json") if (folder / f).exists()]
    if not files:
        raise DataError(f"no TRIP file ({TRIP_CURATED_FILE}, implicit_dev_trip.json)", where=str(folder))
    rows, figures, attrs_all = [], {}, {}
    keys = ("sentences", "informative", "preconditions", "effects", "location changes")
    for f in files:
        stories = load_trip(folder / f)
        labels = _label_counts(stories)
        total = Counter()
        for c in labels.values():
            total.update(c)
        pairs = len({s.pair_id for s in stories})
        lengths = Counter(len(s.sentences) for s in stories)
        rows.append([f, pairs, len(stories), sum(1 for s in stories if s.plausible),
                     sum(1 for s in stories if s.gold_pair)] + [total[k] for k in keys])
        figures[f] = {"pairs": pairs, "stories": len(stories), "sentences_per_story": dict(sorted(lengths.items())),
                      **{k: total[k] for k in keys}}
        attrs_all[f] = _attribute_counts(stories)
    table = StatsTable("files", "TRIP pairs, stories and state labels per file",
                       ["file", "pairs", "stories", "plausible", "with conflict", *keys], rows)
    names = sorted({a for c in attrs_all.values() for a in c}, key=lambda a: -sum(c[a] for c in attrs_all.values()))
    t_attr = StatsTable("attributes", "TRIP labels per attribute", ["attribute", *files],
                        [[a] + [attrs_all[f][a] for f in files] for a in names])
    plots = [PlotSpec("attributes", "TRIP labels per attribute", "bars", names,
                      {f: [attrs_all[f][a] for a in names] for f in files}, ylabel="labels", horizontal=True)]
    return StatsReport("trip", str(folder), [table, t_attr], plots, figures)
