"""The race widget's layout as Chromium draws it (issue 22, item 9), on a saved page (no kernel):
Italy with the Weather and the Garage at the grid, whose finish line lies near the board's edge.
START / FINISH and every road token inside the board, no two car labels touching, the Black
Legend's car ringed in light on the asphalt, upgrade names and Speeds inside their cards, and the
step-0 story either whole or showing that it scrolls."""
from __future__ import annotations

import pytest

import heat_widget as hw

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def italy_page(tmp_path_factory):
    race = hw.Race.new(track="italy", players=["Heuristic bot", "Cleo", "Ana"], legends=3, seed=4,
                       modules=["garage", "weather"])
    path = tmp_path_factory.mktemp("layout") / "italy.html"
    hw.RaceWidget(race).save_html(path)
    return path


def test_italy_grid_layout_in_chromium(chromium, italy_page, artifacts):
    page = chromium.new_page(viewport={"width": 1100, "height": 1300})
    page.goto(italy_page.as_uri())
    page.wait_for_selector(".hw-root .hw-car")
    page.wait_for_timeout(300)
    page.screenshot(path=str(artifacts / "layout-italy-grid.png"), full_page=True)
    found = page.evaluate("""() => {
      const board = document.querySelector("svg.hw-board").getBoundingClientRect();
      const inside = (r) => r.left >= board.left - 0.5 && r.right <= board.right + 0.5 && r.top >= board.top - 0.5
        && r.bottom <= board.bottom + 0.5;
      const out = [];
      for (const el of document.querySelectorAll(".hw-finish-label, .hw-road-token, .hw-corner"))
        if (!inside(el.getBoundingClientRect())) out.push("cut: " + el.getAttribute("class"));
      const labels = [...document.querySelectorAll(".hw-car-label")].filter((l) => l.style.display !== "none")
        .map((l) => [l.textContent, l.getBoundingClientRect()]);
      for (let i = 0; i < labels.length; i++) for (let j = i + 1; j < labels.length; j++) {
        const [a, ra] = labels[i], [b, rb] = labels[j];
        if (ra.left - 4 < rb.right && rb.left - 4 < ra.right && ra.top < rb.bottom && rb.top < ra.bottom)
          out.push(`labels touch: ${a} / ${b}`);
      }
      const finish = document.querySelector(".hw-finish-label").getBoundingClientRect();
      for (const car of document.querySelectorAll(".hw-car")) {
        const r = car.getBoundingClientRect();
        if (r.left < finish.right && finish.left < r.right && r.top < finish.bottom && finish.top < r.bottom)
          out.push("a car covers START / FINISH: " + car.dataset.car);
      }
      const black = document.querySelector('.hw-car[data-colour="black"] .hw-car-halo');
      if (!black || getComputedStyle(black).stroke === "none") out.push("the black car has no ring");
      for (const card of document.querySelectorAll(".hw-card-upgrade")) {
        const c = card.getBoundingClientRect();
        for (const part of card.querySelectorAll(".hw-card-caption, .hw-card-value")) {
          const r = part.getBoundingClientRect();
          if (r.width && (r.left < c.left - 0.5 || r.right > c.right + 0.5 || r.bottom > c.bottom + 0.5
              || part.scrollWidth > part.clientWidth + 1))
            out.push(`spills out of ${card.dataset.card}: ${part.textContent}`);
        }
      }
      // the step's story: whole, or its hidden lines announced by the scroll shadows (a scrollbar
      // may be an overlay the browser hides: the step-0 story of a Weather race was cut unseen)
      const story = document.querySelector(".hw-narration-body");
      if (story.scrollHeight > story.clientHeight + 1 && !getComputedStyle(story).backgroundAttachment.includes("local"))
        out.push(`the story hides ${story.scrollHeight - story.clientHeight} px with no sign of them`);
      return out;
    }""")
    page.close()
    assert found == [], found
