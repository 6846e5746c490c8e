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

from solver.errors import PhyskbError

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
  var out = document.createElement('pre');
  out.id = '%s';
  out.textContent = JSON.stringify({scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth, images: imgs});
  document.body.appendChild(out);
});
</script>""" % _MARK


@dataclass
class PageCheck:
    window_width: int
    scroll_width: int
    images: list[dict]

    @property
    def fits(self) -> bool:
        return self.scroll_width <= self.window_width

    @property
    def broken_images(self) -> list[str]:
        return [i["src"] for i in self.images if not i["loaded"]]


def find_chromium() -> str | None:
    for name in ("chromium", "chromium-browser", "google-chrome", "chrome"):
        path = shutil.which(name)
        if path:
            return path
    return None


def check_page(html: Path, width: int = 1280, height: int = 900, timeout: float = 120) -> PageCheck:
    """Lay `html` out at width x height in headless Chromium; its own folder serves its images."""
    browser = find_chromium()
    if browser is None:
        raise PhyskbError("no Chromium found (Debian: apt-get install chromium)")
    html = Path(html).resolve()
    text = html.read_text(encoding="utf-8")
    probe = html.with_name(f".{html.stem}.check.html")  # beside the page, so relative image paths resolve
    probe.write_text(text.replace("</body>", _SCRIPT + "</body>") if "</body>" in text else text + _SCRIPT,
                     encoding="utf-8")
    try:
        with tempfile.TemporaryDirectory(prefix="physkb-chromium-") as profile:
            proc = subprocess.run(
                [browser, *CHROMIUM_FLAGS, f"--user-data-dir={profile}", f"--window-size={width},{height}",
                 "--hide-scrollbars", "--virtual-time-budget=10000", "--allow-file-access-from-files",
                 "--dump-dom", probe.as_uri()],
                capture_output=True, text=True, timeout=timeout)
    finally:
        probe.unlink(missing_ok=True)
    m = re.search(rf'<pre id="{_MARK}">(.*?)</pre>', proc.stdout, re.S)
    if not m:
        raise PhyskbError(f"Chromium gave no measurements (exit {proc.returncode}): {proc.stderr[-400:]}")
    raw = m.group(1).replace("&quot;", '"').replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")
    data = json.loads(raw)
    return PageCheck(window_width=data["innerWidth"], scroll_width=data["scrollWidth"], images=data["images"])
