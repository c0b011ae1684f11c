"""Renders the 19x19 golden SVG in a real headless browser (Debian's
``chromium``) and checks the screenshot: beside the centre of every stone
the SVG draws, the pixel is dark for a black stone and light for a white one,
and the board's wood shows between them.

Run by go-py/run_tests.sh after it installs chromium; exits nonzero on any
failure (chromium missing included). Usage: python browser_check.py OUT_DIR
(the screenshot is written there, for a person to look at).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import matplotlib.image as mpimg

GOLDEN = Path(__file__).parent / "golden" / "19x19-count.svg"
SVG = "{http://www.w3.org/2000/svg}"


def main() -> int:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else ".").resolve()
    out.mkdir(parents=True, exist_ok=True)
    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    if browser is None:
        print("browser_check: chromium is not installed", file=sys.stderr)
        return 1
    root = ET.fromstring(GOLDEN.read_text(encoding="utf-8"))
    width, height = int(root.get("width", "0")), int(root.get("height", "0"))
    png = out / "19x19-count.png"
    subprocess.run(
        [
            browser,
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--hide-scrollbars",
            "--force-device-scale-factor=1",
            f"--window-size={width},{height}",
            f"--screenshot={png}",
            GOLDEN.resolve().as_uri(),
        ],
        check=True,
        timeout=120,
        capture_output=True,
    )
    image = mpimg.imread(png)  # (rows, columns, channels) floats in 0..1
    stones = [
        (int(c.get("cx", "")), int(c.get("cy", "")), c.get("class", "").split()[1])
        for c in root.iter(f"{SVG}circle")
        if c.get("class", "").startswith("stone ")
    ]
    colours = {colour for _, _, colour in stones}
    assert colours == {"black", "white"}, colours
    bad = []
    for x, y, colour in stones:
        # 8 pixels right of the centre: inside the stone (radius 11), clear
        # of the marks drawn on it (ownership square +-4, dead cross on the
        # diagonals, move numbers in the middle).
        r, g, b = (float(v) for v in image[y, x + 8][:3])
        light = (r + g + b) / 3
        if (colour == "black" and light > 0.2) or (colour == "white" and light < 0.8):
            bad.append((x, y, colour, round(light, 2)))
    # The wood: the picture's corner.
    r, g, b = (float(v) for v in image[3, 3][:3])
    wood = r > 0.7 and 0.55 < g < 0.8 and b < 0.5
    print(f"browser_check: {len(stones)} stones sampled in {png}; wrong: {bad[:5]}; wood at (3, 3): {wood}")
    return 0 if not bad and wood else 1


if __name__ == "__main__":
    sys.exit(main())
