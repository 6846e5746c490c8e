"""The headless-Chromium page check: a page wider than the window and a missing image are caught."""
from __future__ import annotations

import shutil

import pytest

from probes.browser_check import check_page, find_chromium

needs_chromium = pytest.mark.skipif(find_chromium() is None, reason="Chromium not installed (apt-get install chromium)")

PNG = bytes.fromhex("89504e470d0a1a0a0000000d4948445200000001000000010806000000"
                    "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082")


@needs_chromium
def test_a_page_that_fits_with_its_image_loaded(tmp_path):
    (tmp_path / "dot.png").write_bytes(PNG)
    page = tmp_path / "good.html"
    page.write_text('<html><body><p>fine</p><img src="dot.png" width="40"></body></html>')
    check = check_page(page)
    assert check.fits and check.window_width == 1280 and check.broken_images == []
    assert not (tmp_path / ".good.check.html").exists()  # the measuring copy is removed


@needs_chromium
def test_a_wide_table_and_a_missing_image_are_caught(tmp_path):
    page = tmp_path / "bad.html"
    cells = "".join(f"<td>column{i}column</td>" for i in range(150))
    page.write_text(f'<html><body><table><tr>{cells}</tr></table><img src="missing.png"></body></html>')
    check = check_page(page)
    assert not check.fits and check.scroll_width > 5000
    assert check.broken_images == ["missing.png"]
