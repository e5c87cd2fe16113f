"""The classroom link, whole (issue 34 items 2-5): the README's command builds the JupyterLite site,
served on 127.0.0.1 and opened in Debian's Chromium with every request elsewhere refused. A student
runs the lesson (classroom/classroom.ipynb: the rules on the board, then a race against bots with
the coach), plays the race by clicking, and sees a lap chart and a Heat chart (Altair, drawn by the
Vega the site bundles), a table (race.table without polars) and the review of the race (its chart,
the skill-and-luck sentence and the luck chart: hw.analysis.review without polars, in this one
process, with a line counting the decisions) with no error on the page; the replay
steps back to the start; `%pip install polars` fails in one line. classroom/check_site.py drives
the page (the same check a teacher can run by hand) and measures the times the README gives.

Needs what `bash .ci/setup` installs: tests/pyodide/ (npm's Pyodide and Vega, the wheels) and the
.lite venv of classroom/requirements.txt.
"""
from __future__ import annotations

import concurrent.futures
import statistics
import subprocess
import sys

import pytest

from conftest import ROOT

pytestmark = pytest.mark.browser
sys.path.insert(0, str(ROOT / "classroom"))

from check_site import check  # noqa: E402


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    """The site, built by the README's command as written (a path relative to the checkout)."""
    if not (ROOT / ".lite" / "bin" / "jupyter").is_file():
        pytest.fail("the .lite venv is missing: run `bash .ci/setup` (it installs classroom/requirements.txt there)")
    out = tmp_path_factory.mktemp("classroom") / "_classroom"
    run = subprocess.run([sys.executable, "classroom/build_site.py", "--jupyter", ".lite/bin/jupyter", "--out", str(out)],
                         cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stdout[-2000:] + run.stderr[-3000:]
    return out


def test_a_student_plays_the_lesson_offline_and_sees_charts_a_table_and_no_error(site, artifacts):
    # Playwright's sync API refuses a thread whose asyncio loop runs (the session's Chromium, when
    # other browser tests ran first): check from a thread of its own
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        seen = pool.submit(check, str(site), shot=str(artifacts / "classroom.png")).result()
    waits = seen["click_to_decision_s"]
    print(f"classroom: kernel idle {seen['kernel_idle_s']:.1f} s, first frame {seen['first_frame_s']:.1f} s, "
          f"lesson run {seen['lesson_run_s']:.1f} s; click to next decision median {statistics.median(waits):.2f} s, "
          f"max {max(waits):.2f} s over {len(waits)} clicks; review cell {seen['review_s']:.1f} s")
    assert seen["refused"] == []  # nothing from a CDN, PyPI or anywhere but the site
    assert "Finished" in seen["status"]
    assert seen["charts"] >= 4 and seen["table_rows"] >= 5  # lap, Heat, review and luck charts
    review = seen["review_output"]
    assert " gave up " in review and " to chance " in review and "with average luck" in review, review
    decisions = [line for line in review.splitlines() if line.endswith(" decisions")]
    assert decisions and decisions[-1].split(" of ")[0] == decisions[-1].split(" of ")[1].split()[0], review
    counts = seen["review_progress"]  # the line of progress, read while the cell ran
    assert any(done < of for done, of in counts) and counts[-1][0] == counts[-1][1], counts
    assert seen["errors"] == []
    assert seen["replay"].startswith("Step 0")
    line = seen["pip_polars"]
    assert "polars could not be installed" in line and "works offline" in line
    assert "Traceback" not in line and len(line.strip().splitlines()) == 1
