"""No label over another (issue 36 item 6), as Chromium draws the board at notebook width: on every
base and expansion board, at the grid of races of 2 to 9 cars (people and Legends, "Black Legend"
among them), each car's name label, START / FINISH, the corner badges and the press corners'
numbers keep apart (their bounding boxes, measured in the page, do not meet). Saved replay pages
(no kernel); a screenshot of each board at its most cars goes to test-artifacts/."""
from __future__ import annotations

import pytest

import heat_widget as hw

pytestmark = pytest.mark.browser

BOARDS = sorted(hw.tracks())
PEOPLE = ["Ana", "Ben", "Cleo", "Dmitri", "Eve"]

# every pair of boxes that meet, among the labels shown (a car label, START / FINISH, a badge)
OVERLAPS = """() => {
  const shown = (e) => e.style.display !== "none" && e.getBoundingClientRect().width > 0;
  const items = [
    ...[...document.querySelectorAll(".hw-car-label")].filter(shown).map((e) => ["car label " + e.textContent, e]),
    ...[...document.querySelectorAll(".hw-finish-label")].map((e) => ["START / FINISH", e]),
    ...[...document.querySelectorAll("g.hw-corner")].map((e) => ["corner badge after " + e.dataset.after, e.querySelector("circle")]),
    ...[...document.querySelectorAll("g.hw-press-number")].map((e) => ["press number " + e.dataset.press, e.querySelector("circle")]),
  ].map(([name, e]) => [name, e.getBoundingClientRect()]);
  const out = [];
  for (let i = 0; i < items.length; i++) for (let j = i + 1; j < items.length; j++) {
    const [a, ra] = items[i], [b, rb] = items[j];
    if (!a.startsWith("car label") && !b.startsWith("car label") && !(a.startsWith("START") || b.startsWith("START"))) continue;
    if (ra.left < rb.right - 0.5 && rb.left < ra.right - 0.5 && ra.top < rb.bottom - 0.5 && rb.top < ra.bottom - 0.5)
      out.push(`${a} / ${b}`);
  }
  return out;
}"""


def _race(board: str, cars: int) -> hw.Race:
    people = max(1, cars // 2)
    return hw.Race.new(track=board, players=PEOPLE[:people], legends=cars - people, seed=cars)


@pytest.fixture(scope="module")
def pages(tmp_path_factory):
    """{(board, cars): the saved replay page of a race on that board at the grid}."""
    folder = tmp_path_factory.mktemp("labels")
    out = {}
    for board in BOARDS:
        for cars in range(2, min(9, len(hw.load_track(board).starting_grid)) + 1):  # as many as its grid takes
            path = folder / f"{board}-{cars}.html"
            hw.RaceWidget(_race(board, cars)).save_html(path)
            out[board, cars] = path
    return out


def test_no_label_overlaps_another_at_the_grid_of_any_board(chromium, pages, artifacts):
    assert len(BOARDS) == 8, BOARDS  # the four base boards and the four expansion boards
    page = chromium.new_page(viewport={"width": 900, "height": 1200})
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    found = {}
    for (board, cars), path in pages.items():
        page.goto(path.as_uri())
        page.wait_for_selector(".hw-root .hw-car-label")
        page.wait_for_timeout(150)  # the ResizeObserver's placing at the board's drawn size
        overlaps = page.evaluate(OVERLAPS)
        if overlaps:
            found[f"{board} at {cars} cars"] = overlaps
        if (board, cars + 1) not in pages:
            page.locator("svg.hw-board").screenshot(path=str(artifacts / f"labels-{board}-9.png"))
    page.close()
    assert errors == [], errors
    assert found == {}, "\n".join(f"{k}: {v}" for k, v in found.items())


# every card's name: inside its card, clear of its symbols and value, and no word of it broken
# over two lines (each word's text gives one box)
CARD_WORDS = """() => {
  const out = [];
  for (const card of document.querySelectorAll(".hw-card:not(.hw-card-mini)")) {
    const caption = card.querySelector(".hw-card-caption");
    if (!caption || !caption.textContent) continue;
    const c = card.getBoundingClientRect(), r = caption.getBoundingClientRect();
    const name = `${card.dataset.card} "${caption.textContent}"`;
    if (r.left < c.left - 0.5 || r.right > c.right + 0.5 || r.bottom > c.bottom + 0.5 || caption.scrollWidth > caption.clientWidth + 1)
      out.push(`${name} spills out of its card`);
    for (const part of card.querySelectorAll(".hw-card-symbols, .hw-card-value")) {
      const p = part.getBoundingClientRect();
      if (p.width && p.bottom > r.top + 0.5 && p.top < r.bottom - 0.5) out.push(`${name} lies under its ${part.className}`);
    }
    const text = caption.firstChild;
    let at = 0;
    for (const word of caption.textContent.split(" ")) {
      const range = document.createRange();
      range.setStart(text, at); range.setEnd(text, at + word.length);
      at += word.length + 1;
      const tops = new Set([...range.getClientRects()].filter((b) => b.width > 0).map((b) => Math.round(b.top)));
      if (tops.size > 1) out.push(`${name}: "${word}" broken over ${tops.size} lines`);
    }
  }
  return out;
}"""


def _card_pages(folder) -> list:
    """Saved pages showing every card a hand can hold (the Starting Upgrades 0 and 5, Heat, Stress,
    every upgrade of the base game and the expansions) and the Garage's draft markets (smaller cards)."""
    from heat_widget.engine.cards import catalogue
    upgrades = [c.id for c in catalogue().cards.values() if c.kind == "upgrade" and c.becomes is None]
    hands = [(["0", "5", "H", "S", "1", "4", "2"], [], {"starting_upgrades": True})]
    hands += [((upgrades[i:i + 3] + ["1", "2", "3", "4", "1", "2"])[:7], ["garage"], {"expansions": ["heavy_rain", "tunnel_vision"]})
              for i in range(0, len(upgrades), 3)]  # a hand holds 7 cards, a Garage car 3 upgrades
    paths = []
    for i, (hand, modules, options) in enumerate(hands):
        race = hw.Race.scenario(track="usa", cars=[{"name": "Ana", "space": 10, "hand": hand}, {"name": "Ben", "space": 12}],
                                modules=modules, **options)
        paths.append(hw.RaceWidget(race, viewer="Ana").save_html(folder / f"hand-{i}.html"))
    for seed in range(1, 7):
        race = hw.Race.new(track="usa", players=["Ana", "Ben", "Cleo"], seed=seed, modules=["garage"])
        paths.append(hw.RaceWidget(race, viewer="Ana").save_html(folder / f"market-{seed}.html"))
    return paths


def test_card_names_stay_whole_and_in_sight(chromium, tmp_path, artifacts):
    """A card's name is read whole: "UPGRADE" on the 0 card (it broke as "UPGRA DE"), a market card's
    "4 WHEEL DRIVE" (hidden under its symbols), "TURBOCHARGER"."""
    page = chromium.new_page(viewport={"width": 900, "height": 1200})
    found = {}
    for path in _card_pages(tmp_path):
        page.goto(path.as_uri())
        page.wait_for_selector(".hw-root .hw-card")
        bad = page.evaluate(CARD_WORDS)
        if bad:
            found[path.name] = bad
        page.locator(".hw-lower-left").screenshot(path=str(artifacts / f"cards-{path.stem}.png"))
    page.close()
    assert found == {}, "\n".join(f"{k}: {v}" for k, v in found.items())


# the panels' names cut short ("Black Leg…"): [name, width drawn, width it needs]
CUT_NAMES = """() => [...document.querySelectorAll(".hw-panel .hw-name")]
  .filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => [e.textContent, e.clientWidth, e.scrollWidth])"""


@pytest.mark.parametrize("width", [700, 900, 1280])
def test_car_names_whole_in_their_panels(chromium, tmp_path, width):
    """Each car's panel shows its name whole beside "Legend", "deciding" and "Finished 2nd", in the
    side column of a wide notebook (1280) and the grid of panels of a narrower one."""
    page = chromium.new_page(viewport={"width": width, "height": 1200})
    found = {}
    for cars in (3, 6, 9):
        people = PEOPLE[:max(1, cars // 2)]
        race = hw.Race.new(track="spain", players=people, legends=cars - len(people), seed=cars)
        hw.bots.play_bots(race, {n: hw.bots.random_legal for n in people})
        path = hw.RaceWidget(race, step=len(race.timeline) - 1).save_html(tmp_path / f"finished-{cars}.html")
        page.goto(path.as_uri())
        page.wait_for_selector(".hw-root .hw-panel")
        cut = page.evaluate(CUT_NAMES)
        if cut:
            found[cars] = cut
    page.close()
    assert found == {}, found


# the tunnel's roof as drawn over the asphalt under it, against that asphalt: WCAG's contrast ratio
# of the two colours (a graphic's parts want 3 or more)
TUNNEL_CONTRAST = """() => {
  const rgb = (c) => c.match(/[\\d.]+/g).map(Number);
  const spot = document.querySelector("polygon.hw-spot");
  const roof = document.querySelector(".hw-tunnel-roof");
  const [ar, ag, ab] = rgb(getComputedStyle(spot).fill);
  const [rr, rg, rb] = rgb(getComputedStyle(roof).fill), a = Number(getComputedStyle(roof).fillOpacity);
  const over = [rr * a + ar * (1 - a), rg * a + ag * (1 - a), rb * a + ab * (1 - a)];
  const lum = ([r, g, b]) => [r, g, b].map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; })
    .reduce((s, v, i) => s + v * [0.2126, 0.7152, 0.0722][i], 0);
  const [hi, lo] = [lum(over), lum([ar, ag, ab])].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}"""


def test_spains_tunnels_stand_out_from_the_asphalt(chromium, pages, artifacts):
    """España's tunnels were a dark hatch on dark asphalt, hard to see at notebook width: their roof
    now contrasts with the asphalt at least 3 to 1 (WCAG's ratio for a graphic's parts)."""
    page = chromium.new_page(viewport={"width": 900, "height": 1200})
    page.goto(pages["spain", 2].as_uri())
    page.wait_for_selector(".hw-root g.hw-tunnel")
    ratio = page.evaluate(TUNNEL_CONTRAST)
    page.locator("svg.hw-board").screenshot(path=str(artifacts / "tunnels-spain-900.png"))
    page.close()
    assert ratio >= 3, f"the tunnels' roof contrasts {ratio:.2f} to 1 with the asphalt"
