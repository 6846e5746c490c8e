"""The report as a reader meets it: opened in headless Chromium, no wider than the window, every image loaded;
wide tables turned a quarter, plots beside their tables, the summary first."""
from __future__ import annotations

import pytest

from probes.browser_check import check_page, find_chromium, plot_has_data, text_leaks
from probes.report_doc import Beside, Document, Image, Paragraph, Table, to_html, to_markdown
from test_report_explain import fake_view  # noqa: F401  (fixture)
from test_story_probes_dispatch import _gita_run, _trip_run


def test_a_table_too_wide_for_a_page_is_turned_and_a_narrow_one_kept():
    wide = Table(["model"] + [f"V{k}" for k in range(1, 15)] + ["all"],
                 [["smollm2"] + ["50.0"] * 15, ["random"] + ["25.0"] * 15], caption="Task-2 accuracy")
    turned = wide.fitted()
    assert turned.header == ["model", "smollm2", "random"] and len(turned.rows) == 15
    assert turned.rows[0] == ["V1", "50.0", "25.0"] and "turned" in turned.caption
    narrow = Table(["model", "cloze", "order"], [["m", "1", "2"]])
    assert narrow.fitted() is narrow
    doc = Document("t", [Beside(wide, Image("plots/x.png", "x"))])
    assert '<div class="beside">' in to_html(doc) and "| V14 | 50.0 | 25.0 |" in to_markdown(doc)


@pytest.mark.slow  # over ~5 s: run by .ci/run after the default suite
@pytest.mark.skipif(find_chromium() is None, reason="Chromium not installed (apt-get install chromium)")
def test_report_html_fits_the_window_and_every_image_loads(tmp_path, shared_data, papers, fake_view, monkeypatch):  # noqa: F811
    import probes.benchmarks.coat.explain
    from probes.report import build_report
    from test_report_diff import CHOICES, RANKINGS, hand_items
    from test_report_diff import write_run as write_coat_run

    monkeypatch.setattr(probes.benchmarks.coat.explain, "solver_for_run", lambda run, data=None, profile=None: fake_view)
    coat = write_coat_run(tmp_path / "coat-run", hand_items(), CHOICES, model="tiny-a", rankings=RANKINGS)
    result = build_report([coat, _gita_run(tmp_path), _trip_run(tmp_path)], tmp_path / "report",
                          data=shared_data, progress=False)
    md = result.markdown.read_text()
    assert md.index("## Summary") < md.index("## COAT:") and "too few items to compare" in md
    assert "The GITA data (`physkb stats gita`)" in md and "paper: XLM-RoBERTa (trained on TRIP-en) (Table 4)" in md
    assert "gold by construction" in md
    assert text_leaks(md) == []
    check = check_page(result.html, width=1280)
    assert check.fits, f"page {check.scroll_width}px wide in a {check.window_width}px window: {check.wide_elements}"
    assert check.clipped_cells == [] and check.backticks == 0
    printed = check_page(result.html, print_layout=True)  # A4, the print style sheet applied
    assert printed.fits, f"printed: {printed.wide_elements} {printed.clipped_cells}"
    assert printed.broken_words == []
    assert check.images and check.broken_images == []
    assert len(check.images) >= 5  # the section plots and the dataset plots
    assert check.broken_words == [], f"cells broken mid-word: {check.broken_words}"
    assert check.scrolling_blocks == 0
    empty = [p.name for p in result.plots if not plot_has_data(p, 0.01 if p.name.endswith("_tiered.png") else 0.0003)]
    assert empty == [], f"plots without data: {empty}"


def test_a_per_pair_plot_without_partitions_draws_its_bars_and_its_caption_has_no_placeholder(tmp_path):
    """TRIP's pair figures have no partitions: the plot and the table read them as "all"."""
    from probes.benchmarks.stories.analysis import _tiered_plot, tiered_table

    rows = [("m", {"pairs": {"accuracy": 60.0, "consistency": 30.0, "verifiability": 10.0, "pairs": 1}}),
            ("solver", {"pairs": {"accuracy": 100.0, "consistency": 100.0, "verifiability": 100.0, "pairs": 1}})]
    png = _tiered_plot(rows, tmp_path / "trip_tiered.png", "TRIP", unit="pair")
    assert plot_has_data(png, 0.01)
    table = tiered_table(rows, "trip", "pair")
    assert "first run: all: 1 pair" in table.caption and text_leaks(table.caption) == []


def test_placeholders_are_found():
    assert text_leaks("pairs in the first run: ;\ncloze None, order None\nsolved 1 pairs\n21 pairs fine") == [
        "pairs in the first run: ;", "cloze None, order None", "solved 1 pairs"]


def test_a_table_with_many_rows_and_columns_is_split_into_parts_that_fit():
    wide = Table(["model"] + [f"V{k}" for k in range(1, 15)], [[f"m{r}"] + ["50.0"] * 14 for r in range(20)], "t")
    parts = wide.pieces()
    assert len(parts) == 3 and all(len(p.header) <= 7 for p in parts)
    assert parts[0].header[0] == parts[2].header[0] == "model" and "part 1 of 3" in parts[0].caption
    assert [len(p.header) for p in parts] == [6, 6, 5]  # 14 columns in parts of about equal width
    assert [r[0] for r in parts[2].rows] == [f"m{r}" for r in range(20)]
    assert Table(["a", "b"], [["1", "2"]]).pieces() == [Table(["a", "b"], [["1", "2"]])]


def test_markdown_code_spans_become_code_elements_in_html():
    doc = Document("t", [Paragraph("run `physkb stats gita` first"), Table(["a"], [["`x`"]], caption="see `y`")])
    page = to_html(doc)
    assert "<code>physkb stats gita</code>" in page and "<code>x</code>" in page and "<code>y</code>" in page
    assert "`" not in page.split("<body>", 1)[1]
    assert "`physkb stats gita`" in to_markdown(doc)


@pytest.mark.skipif(find_chromium() is None, reason="Chromium not installed (apt-get install chromium)")
def test_wide_tables_long_names_and_paths_fit_1400_px_and_a4(tmp_path):
    """A report's worst cases: 15 variations x 6 long model names with intervals, long paths, a long verdict."""
    names = ["Mistral-7B-Instruct-v0.3 (loglik)", "Llama-3.1-8B-Instruct (loglik)", "Qwen2.5-7B-Instruct (loglik)",
             "gemma-2-9b-it (loglik)", "Phi-3-mini-4k-instruct (loglik)", "baseline: most frequent object"]
    cells = Table(["model"] + [f"V{k} (2m+1b)" for k in range(1, 15)] + ["all [95% CI]"],
                  [[n] + ["33.3 [6.1–79.2]"] * 15 for n in names], caption="Task-2 accuracy (%)")
    runs = Table(["run", "model path", "kind, dtype, device", "prompt", "predicted/items", "accuracy [95% CI]",
                  "limit", "items sha256"],
                 [[n, f"/models/a-very-long-folder-name/{n.split()[0]}", "causal, float32 on cpu",
                   "solver.coat.questions.prompt, scored on option texts", "90/90 (0 unparsable)",
                   "26.7 [18.6–36.6]", "none: all 90 items", "30879c77aa66"] for n in names])
    verdict = Table(["benchmark", "model", "metric", "score (95% CI)", "n", "best baseline", "solver", "verdict"],
                    [["coat", n, "accuracy (%)", "26.7 [18.6–36.6]", "90 items", "shortest option 50.0",
                      "100.0 (gold by construction)", "scores 26.7 accuracy (%) on 90 items; does not beat the "
                      "baselines: −23.3 points against the best, shortest option (50.0)"] for n in names])
    page = tmp_path / "page.html"
    page.write_text(to_html(Document("t", [cells, runs, verdict, Paragraph("`code` " * 40)])))
    for check in (check_page(page, width=1400), check_page(page, print_layout=True)):
        assert check.fits, (check.window_width, check.wide_elements, check.clipped_cells)
        assert check.broken_words == [] and check.backticks == 0
