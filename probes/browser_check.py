"""Open an HTML report in headless Chromium and measure what a reader meets: page width and images.

A report can be correct and still unreadable: a table that runs off the right edge, a plot
whose file is missing. Chromium lays the page out as a browser does; a small script added
to a copy of the page writes the measurements into the DOM, which `--dump-dom` prints.
Nothing is fetched from the network (the flags turn off every background connection).
"""
from __future__ import annotations

import json
import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

from solver.atomic import write_text
from solver.errors import PhyskbError
from probes.report_doc import PRINT_STYLE, PRINT_WIDTH_PX

CHROMIUM_FLAGS = (
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
)
_MARK = "physkb-page-check"
_SCRIPT = """<script>
window.addEventListener('load', function () {
  var imgs = Array.prototype.map.call(document.images, function (i) {
    return {src: i.getAttribute('src'), loaded: i.complete && i.naturalWidth > 0,
            right: Math.ceil(i.getBoundingClientRect().right)};
  });
  // A word or number of a table cell laid out on more than one line is a broken cell ("53." / "3").
  var broken = [];
  Array.prototype.forEach.call(document.querySelectorAll('td, th'), function (cell) {
    var walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT), node;
    while ((node = walker.nextNode())) {
      if (node.parentElement && node.parentElement.closest('.long')) continue;  // a path: breaks at / and -
      var re = /\\S+/g, m;
      while ((m = re.exec(node.data)) !== null) {
        var r = document.createRange();
        r.setStart(node, m.index); r.setEnd(node, m.index + m[0].length);
        var tops = {};
        Array.prototype.forEach.call(r.getClientRects(), function (q) { if (q.width > 0) tops[Math.round(q.top)] = 1; });
        if (Object.keys(tops).length > 1 && broken.length < 50) broken.push(m[0]);
      }
    }
  });
  // Every element inside the page: none reaching past the window, no cell cut off by a box around it.
  var W = window.innerWidth, wide = [], clipped = [];
  Array.prototype.forEach.call(document.body.querySelectorAll('*'), function (el) {
    var r = el.getBoundingClientRect(), up = el.parentElement.getBoundingClientRect();
    var parentWide = el.parentElement !== document.body && (up.right > W + 1 || up.left < -1);
    if (r.width > 0 && (r.right > W + 1 || r.left < -1) && !parentWide && wide.length < 20)
      wide.push(el.tagName.toLowerCase() + (el.className ? '.' + el.className : '') + ' ' + Math.round(r.left) + '-' +
                Math.round(r.right) + ': ' + (el.textContent || '').trim().slice(0, 60));
  });
  Array.prototype.forEach.call(document.querySelectorAll('td, th, caption'), function (cell) {
    var r = cell.getBoundingClientRect(), text = (cell.textContent || '').trim().slice(0, 60);
    for (var a = cell.parentElement; a && a !== document.body; a = a.parentElement) {
      var st = getComputedStyle(a);
      if (st.overflowX !== 'visible' || st.overflowY !== 'visible') {
        var q = a.getBoundingClientRect();
        if ((r.right > q.right + 1 || r.bottom > q.bottom + 1) && clipped.length < 20) clipped.push(text);
      }
    }
    if (cell.scrollWidth > cell.clientWidth + 1 && clipped.length < 20) clipped.push(text);
  });
  // Preformatted blocks (explanations) must not scroll sideways.
  var scrolling = Array.prototype.filter.call(document.querySelectorAll('pre'), function (p) {
    return p.scrollWidth > p.clientWidth + 1;
  }).length;
  var ticks = (document.body.innerText.match(/`/g) || []).length;
  var out = document.createElement('pre');
  out.id = 'MARK';
  out.style.display = 'none';
  out.textContent = JSON.stringify({scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth, images: imgs, broken: broken, scrollingPre: scrolling, wide: wide,
    clipped: clipped, backticks: ticks});
  document.body.appendChild(out);
});
</script>""".replace("MARK", _MARK)


@dataclass
class PageCheck:
    window_width: int
    scroll_width: int
    images: list[dict]
    broken_words: list[str] = None  # words and numbers of table cells split over two lines
    scrolling_blocks: int = 0  # preformatted blocks wider than their box
    wide_elements: list[str] = None  # elements reaching past the window's edge (tag, left-right, text)
    clipped_cells: list[str] = None  # table cells cut off by a box around them, or wider than themselves
    backticks: int = 0  # literal ` characters in the page's text (Markdown leaked into the HTML)

    @property
    def fits(self) -> bool:
        return self.scroll_width <= self.window_width and not self.wide_elements and not self.clipped_cells

    @property
    def broken_images(self) -> list[str]:
        return [i["src"] for i in self.images if not i["loaded"]]


def find_chromium() -> str | None:
    for name in ("chromium", "chromium-browser", "google-chrome", "chrome"):
        path = shutil.which(name)
        if path:
            return path
    return None


def check_page(html: Path, width: int = 1280, height: int = 900, timeout: float = 120,
               print_layout: bool = False) -> PageCheck:
    """Lay `html` out at width x height in headless Chromium; its own folder serves its images.

    `print_layout`: as printed on A4 (probes.report_doc.PRINT_WIDTH_PX wide, the print style sheet applied
    as print media would apply it): a table that fits the screen but not the paper is found too.
    """
    browser = find_chromium()
    if browser is None:
        raise PhyskbError("no Chromium found (Debian: apt-get install chromium)")
    html = Path(html).resolve()
    text = html.read_text(encoding="utf-8")
    extra = _SCRIPT
    if print_layout:
        width = PRINT_WIDTH_PX
        extra = f"<style>{PRINT_STYLE}</style>" + extra
    probe = html.with_name(f".{html.stem}.check.html")  # beside the page, so relative image paths resolve
    write_text(probe, text.replace("</body>", extra + "</body>") if "</body>" in text else text + extra)
    try:
        with tempfile.TemporaryDirectory(prefix="physkb-chromium-") as profile:
            proc = subprocess.run(
                [browser, *CHROMIUM_FLAGS, f"--user-data-dir={profile}", f"--window-size={width},{height}",
                 "--hide-scrollbars", "--virtual-time-budget=10000", "--allow-file-access-from-files",
                 "--dump-dom", probe.as_uri()],
                capture_output=True, text=True, timeout=timeout)
    finally:
        probe.unlink(missing_ok=True)
    m = re.search(rf'<pre id="{_MARK}"[^>]*>(.*?)</pre>', proc.stdout, re.S)
    if not m:
        raise PhyskbError(f"Chromium gave no measurements (exit {proc.returncode}): {proc.stderr[-400:]}")
    raw = m.group(1).replace("&quot;", '"').replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")
    data = json.loads(raw)
    return PageCheck(window_width=data["innerWidth"], scroll_width=data["scrollWidth"], images=data["images"],
                     broken_words=data.get("broken", []), scrolling_blocks=data.get("scrollingPre", 0),
                     wide_elements=data.get("wide", []), clipped_cells=data.get("clipped", []),
                     backticks=data.get("backticks", 0))


def print_pdf(html: Path, pdf: Path, timeout: float = 120) -> Path:
    """The page printed to PDF by headless Chromium (A4, the page's print style sheet): to look at a print."""
    browser = find_chromium()
    if browser is None:
        raise PhyskbError("no Chromium found (Debian: apt-get install chromium)")
    with tempfile.TemporaryDirectory(prefix="physkb-chromium-") as profile:
        subprocess.run([browser, *CHROMIUM_FLAGS, f"--user-data-dir={profile}", "--no-pdf-header-footer",
                        "--virtual-time-budget=10000", "--allow-file-access-from-files",
                        f"--print-to-pdf={Path(pdf).resolve()}", Path(html).resolve().as_uri()],
                       capture_output=True, text=True, timeout=timeout)
    return Path(pdf)


# Text a reader should never meet: a missing value printed as None, an empty list after a colon, a count
# of one with a plural noun.
_LEAKS = (re.compile(r"\bNone\b(?! of)"), re.compile(r":\s*[;,]"), re.compile(r":\s+\*?$|: \*$"),
          re.compile(r"(?<![\d.,])\b1 (pairs|items|stories|errors|runs|sentences|objects)\b"))


def text_leaks(text: str) -> list[str]:
    """Lines of a report (Markdown) that show a placeholder: 'None', 'first run: ;', '1 pairs'."""
    found = []
    for line in text.splitlines():
        s = line.strip()
        if not s or s.startswith(("|---", "```")):
            continue
        if any(p.search(s) for p in _LEAKS):
            found.append(s[:200])
    return found


def plot_has_data(png: Path, min_share: float = 0.0003) -> bool:
    """Whether a plot shows data: marks are drawn in colour, axes and text in grey and black. A share of coloured
    pixels; bar plots (legend below the axes) pass 0.01 only with bars drawn."""
    # deferred: loads matplotlib only when this runs
    import matplotlib.image as mpimg

    pixels = mpimg.imread(str(png))[..., :3]
    spread = pixels.max(axis=-1) - pixels.min(axis=-1)
    return float((spread > 0.2).mean()) >= min_share


def screenshot(html: Path, png: Path, width: int = 1280, height: int = 4000, timeout: float = 120) -> Path:
    """A full-height picture of the page as headless Chromium lays it out (to look at, or to attach to a bug)."""
    browser = find_chromium()
    if browser is None:
        raise PhyskbError("no Chromium found (Debian: apt-get install chromium)")
    with tempfile.TemporaryDirectory(prefix="physkb-chromium-") as profile:
        subprocess.run([browser, *CHROMIUM_FLAGS, f"--user-data-dir={profile}", f"--window-size={width},{height}",
                        "--hide-scrollbars", "--virtual-time-budget=10000", "--allow-file-access-from-files",
                        f"--screenshot={Path(png).resolve()}", Path(html).resolve().as_uri()],
                       capture_output=True, text=True, timeout=timeout)
    return Path(png)
