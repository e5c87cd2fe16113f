"""Advanced booklet, Garage Module: the upgrade cards as data, Building Your Car (the 3-round draft
and the quick start), scenarios with upgrade cards, and what the module keeps public."""
import json
from collections import Counter

import pytest

import heat_widget as hw
from heat_widget.engine.cards import catalogue
from heat_widget.engine.modules.garage import upgrade_pool

from engine_helpers import BASIC_12, assert_illegal, car, pending, reference_dir

NAMES = ["Ana", "Ben", "Cy", "Di"]


def garage_race(players=3, legends=0, seed=3, **kw):
    return hw.Race.new(track="usa", players=NAMES[:players], legends=legends, seed=seed, modules=["garage"], **kw)


def draft_all(race, pick=lambda legal_: legal_[0]):
    """Answer every draft decision with `pick` (the first card of the market by default)."""
    while race.phase == "setup":
        d = race.pending[0]
        race.act(d.car, pick(race.legal_actions(d.car)))


def grid_order(race):
    """Player car names front to back on the starting grid."""
    return [e.car for e in sorted((e for e in race.events if e.kind == "grid"), key=lambda e: e.fields["position"])
            if not race.car(e.car).legend]


def test_upgrade_data_matches_the_reference_card_list():
    """Garage Module, Extra Components: 34 Basic and 62 Advanced upgrade cards (types 1-17 and
    18-48, two copies each), every speed (or choice of speeds) and symbol number as in the
    reference list; types 17 and 48 are plain Heat cards that enter a deck as 'H'."""
    ref = json.loads((reference_dir() / "cards_upgrades.json").read_text())
    cards = catalogue().cards
    for r in ref["cards"]:
        t = r["bga_type_id"]
        if t >= 100:
            continue
        spec = cards[f"u{t}"]
        assert spec.kind == "upgrade" and spec.copies == 2
        speed = tuple(r["speed"]) if isinstance(r["speed"], list) else r["speed"]
        assert spec.speed == speed
        assert spec.symbols == {("heat" if k == "heat_cost" else k): v for k, v in r["symbols"].items()}
        assert spec.level == ("basic" if t <= 17 else "advanced")
        assert (spec.becomes == "H") == (t in (17, 48))
    assert len(upgrade_pool("basic")) == 34
    assert len(upgrade_pool("advanced")) == 62
    assert len(upgrade_pool("mixed")) == 96
    assert catalogue().spec("u7").choices == (1, 2, 3, 4)


def test_expansion_upgrades_load_and_join_no_pool_unless_their_expansion_is_on():
    """Issue 11, Data, and issue 25 (expansions spec 6): Heavy Rain / Tunnel Vision upgrades (types
    49-60) load as data and play (super cool, draft: tests/test_expansions_symbols.py); they join the
    pools only when their expansion is on."""
    assert catalogue().spec("u49").set == "heavy_rain"
    race = hw.Race.scenario(cars=[car("Ana", 20, hand=["u49", "1", "1", "2", "2", "3", "3"])], modules=["garage"])
    assert "u49" in race.car("Ana").hand
    assert "u49" not in upgrade_pool("mixed") and "u55" not in upgrade_pool("mixed")


def test_upgrade_cards_need_the_garage_module():
    """Garage Module: upgrade cards exist only with the module; a scenario without it says so."""
    with pytest.raises(hw.ScenarioError, match="garage"):
        hw.Race.scenario(cars=[car("Ana", 20, hand=["u12", "1", "1", "2", "2", "3", "3"])])


def test_starting_upgrades_are_not_used_and_the_three_upgrades_are_shuffled_in():
    """Garage Module: "The Starting Upgrade cards are not used in this module"; Building Your Car:
    "All players shuffle their 3 Upgrade cards into their draw deck before the race starts"."""
    race = garage_race(draft=False)
    t = race.track
    state = race.module("garage").public()
    for c in race.cars:
        picks = dict(state.upgrades)[c.name]
        assert len(picks) == 3
        own = Counter(c.hand) + Counter(c.deck) + Counter(c.discard)
        own["H"] += c.engine
        expected = Counter(BASIC_12 + ["S"] * t.stress + ["H"] * t.heat
                           + [catalogue().spec(u).becomes or u for u in picks])
        assert own == expected
        assert "0" not in own and "5" not in own
        assert len(c.hand) == 7


def test_quick_start_deals_three_random_cards_each_without_decisions():
    """Building Your Car, Quick start: shuffle the Basic upgrade cards and deal 3 to each player;
    no draft decision is asked; the dealt cards are announced."""
    race = garage_race(draft=False)
    assert race.phase == "plan" and {k for _c, k in pending(race)} == {"gear"}
    dealt = [e for e in race.events if e.kind == "upgrades"]
    assert len(dealt) == 3 and all(len(e.fields["cards"]) == 3 for e in dealt)
    levels = {catalogue().spec(u).level for e in dealt for u in e.fields["cards"]}
    assert levels == {"basic"}


def test_draft_market_holds_one_card_per_drafting_player_plus_three():
    """Building Your Car: "Place one card per player, +3 extra cards, face up"; Legends don't draft
    (BGA 1.2: the market ignores Legends)."""
    race = garage_race(players=3, legends=2)
    state = race.module("garage").public()
    assert state.round == 1 and len(state.market) == 6
    assert race.phase == "setup"
    assert all(not race.car(d.car).legend for d in race.pending)
    assert sorted(set(state.market), key=lambda c: int(c[1:])) == [a.cards[0] for a in race.legal_actions(state.picker)]


def test_draft_order_back_to_front_then_front_to_back_then_back_to_front():
    """Building Your Car: round 1 and 3 pick from the back of the starting grid forward (the last
    car first), round 2 from the front; every player picks once per round."""
    race = garage_race(players=4, legends=1)
    grid = grid_order(race)
    pickers = []
    while race.phase == "setup":
        d = race.pending[0]
        assert d.kind == "draft"
        pickers.append(d.car)
        race.act(d.car, race.legal_actions(d.car)[0])
    back = list(reversed(grid))
    assert pickers == back + grid + back


def test_draft_leftovers_are_discarded_and_a_new_market_dealt():
    """Building Your Car: "Then discard leftover cards and create a new market" each round; after
    round 3 the leftovers are discarded too; each player has exactly the 3 cards picked."""
    race = garage_race(players=2)
    markets = []
    draft_all(race)
    markets = [e.fields["cards"] for e in race.events if e.kind == "market"]
    left = [e.fields["cards"] for e in race.events if e.kind == "market_discarded"]
    assert len(markets) == 3 and all(len(m) == 5 for m in markets) and [len(x) for x in left] == [3, 3, 3]
    picks = dict(race.module("garage").public().upgrades)
    for name in ("Ana", "Ben"):
        drafted = [e.fields["card"] for e in race.events if e.kind == "draft" and e.car == name]
        assert sorted(drafted) == sorted(picks[name]) and len(drafted) == 3
        c = race.car(name)
        owned = Counter(c.hand) + Counter(c.deck)
        for u in drafted:
            if catalogue().spec(u).becomes is None:
                assert owned[u] >= 1


def test_draft_is_a_decision_refused_clearly_when_not_in_the_market():
    """Issue 11, Setup: `race.pending` shows who picks, `legal_actions` lists the market, `draft
    u12` picks; a card not in the market is refused and changes nothing."""
    race = garage_race(players=2)
    d = race.pending[0]
    market = race.module("garage").public().market
    missing = next(f"u{t}" for t in range(1, 17) if f"u{t}" not in market)
    assert_illegal(race, d.car, f"draft {missing}", "not in the market")
    other = next(n for n in ("Ana", "Ben") if n != d.car)
    assert_illegal(race, other, f"draft {market[0]}", "nothing to decide")
    assert_illegal(race, d.car, "gear 2", "upgrade card to draft")
    race.act(d.car, f"draft {market[0]}")
    assert race.events[-1].kind == "draft" and race.events[-1].fields["card"] == market[0]


def test_hands_are_drawn_after_the_draft():
    """Building Your Car: the draft "is done as the final step of setup before drawing 7 cards into
    your hand"."""
    race = garage_race(players=2)
    assert all(c.hand == () for c in race.cars)
    draft_all(race)
    assert all(len(c.hand) == 7 for c in race.cars) and race.phase == "plan" and race.round == 1


@pytest.mark.parametrize("level, allowed", [("basic", {"basic"}), ("advanced", {"advanced"}),
                                            ("mixed", {"basic", "advanced"})])
def test_pool_option_basic_advanced_or_mixed(level, allowed):
    """Garage Module: Basic cards first, then "feel free to add the Advanced ones into the mix": the
    pool is basic (the default), advanced or mixed."""
    seen = set()
    for seed in range(6):
        race = garage_race(players=4, seed=seed, upgrades=level)
        seen |= {catalogue().spec(u).level for u in race.module("garage").public().market}
    assert seen <= allowed and (level != "mixed" or seen == allowed)
    assert hw.Race.new(players=["Ana"], modules=["garage"]).config["modules"] == ["garage"]


def test_bad_garage_options_are_refused():
    """Issue 11: bad input gets the project's own error naming what is allowed."""
    with pytest.raises(hw.ScenarioError, match="basic"):
        garage_race(upgrades="turbo")
    with pytest.raises(hw.ScenarioError, match="draft"):
        garage_race(draft="yes")
    with pytest.raises(hw.UnknownName, match="upgrades"):
        hw.Race.new(players=["Ana"], upgrades="basic")  # the option belongs to the Garage


def test_draft_is_in_the_log_the_json_and_the_replay():
    """Issue 11, Setup: the draft is in the timeline, the JSON and the replay."""
    race = garage_race(players=3, upgrades="mixed")
    draft_all(race, pick=lambda legal_: legal_[-1])
    assert [a for _n, a in race.log][:9] == [str(s.action) for s in race.timeline[1:10]]
    assert all(a.startswith("draft u") for _n, a in race.log[:9])
    again = hw.Race.from_json(race.to_json())
    assert [s.state for s in again.timeline] == [s.state for s in race.timeline]
    assert again.module("garage").public() == race.module("garage").public()


def test_drafted_cards_and_the_market_are_public_hands_are_not():
    """Issue 11, Hidden information: the market and a car's drafted cards are public (face up in
    the box game); another car's hand stays hidden."""
    race = garage_race(players=2)
    draft_all(race)
    snap = race.timeline[-1].state
    d = hw.Observer("Ana").state(snap)
    garage = dict(snap.modules)["garage"]
    assert set(dict(garage.upgrades)) == {"Ana", "Ben"}
    ben = next(c for c in d["cars"] if c["name"] == "Ben")
    assert ben["hand"] is None
    assert race.view("Ana").cars is not None
    assert all(cv.hand is None for cv in race.view("Ana").cars if cv.name == "Ben")


def test_scenario_takes_upgrade_cards_in_any_pile():
    """Issue 11, Setup: `Race.scenario(..., modules=["garage"])` takes upgrade cards in any pile of
    a car (the cars are already built); at most the box's copies of a card."""
    race = hw.Race.scenario(cars=[car("Ana", 20, hand=["u12", "1", "1", "2", "2", "3", "3"], deck=["u7", "4"],
                                      discard=["u22"]), car("Ben", 2)], modules=["garage"])
    assert dict(race.module("garage").public().upgrades)["Ana"] == ("u7", "u12", "u22")
    again = hw.Race.from_json(race.to_json())
    assert again.config["modules"] == ["garage"] and again.timeline[-1].state == race.timeline[-1].state
    with pytest.raises(hw.ScenarioError, match="box holds only 2"):
        hw.Race.scenario(cars=[car("Ana", 20, hand=["u12", "u12", "u12", "2", "2", "3", "3"])], modules=["garage"])


def test_upgrades_played_face_down_stay_hidden_until_the_reveal():
    """Issue 11, Hidden information: upgrades played face down are not visible before the reveal;
    another car's hand stays out of the view."""
    race = hw.Race.scenario(cars=[car("Ana", 20, gear=2, hand=["u12", "u8", "1", "2", "2", "3", "3"]),
                                  car("Ben", 2)], modules=["garage"])
    race.act("Ana", "gear 2")
    race.act("Ana", "play u12 u8")
    ben_sees = next(c for c in race.view("Ben").cars if c.name == "Ana")
    assert ben_sees.play is None and ben_sees.hand is None
    d = hw.Observer("Ben").state(race.timeline[-1].state)
    assert next(c for c in d["cars"] if c["name"] == "Ana")["play"] is None
    race.act("Ben", "gear 1")
    race.act("Ben", "play 1")
    ben_sees = next(c for c in race.view("Ben").cars if c.name == "Ana")
    assert set(ben_sees.play) == {"u12", "u8"} and ben_sees.hand is None


@pytest.mark.parametrize("card", ["u49", "u54", "u55", "u60"])
def test_expansion_upgrades_are_played_in_a_garage_scenario(card):
    """Issue 22, item 16, then issue 25: an expansion's upgrade, once refused naming its expansion, is
    played now that its symbols are (expansions spec 5 and 6)."""
    race = hw.Race.scenario(cars=[car("Ana", 20, hand=[card, "1", "1", "2", "2", "3", "3"])], modules=["garage"])
    assert card in race.car("Ana").hand




def test_a_garage_car_with_more_than_its_three_upgrades_is_refused():
    """Issue 36, item 3: Garage Module, Building Your Car: "In each round you select one Upgrade
    card, for a total of 3 per player". A scenario car holding 10 upgrade cards, or `owned` giving a
    car 4, is refused naming the most; a Championship's car gains one before each race (Build your
    car), so a Championship race takes more."""
    ten = [f"u{k}" for k in range(1, 11)]
    with pytest.raises(hw.ScenarioError, match="Ana has 10 upgrade cards, but a Garage car is built with 3"):
        hw.Race.scenario(cars=[car("Ana", 20, deck=ten)], modules=["garage"])
    with pytest.raises(hw.ScenarioError, match="Ana has 4 upgrade cards.*at most 3 a car"):
        hw.Race.new(players=["Ana", "Ben"], seed=1, modules=["garage"], owned={"Ana": ten[:4]})
    built = hw.Race.new(players=["Ana", "Ben"], seed=1, modules=["championship", "garage"], event=1, draft=False,
                        owned={"Ana": ten[:5], "Ben": []}, starting_upgrades=False)
    assert dict(built.module("garage").public().upgrades)["Ana"] == tuple(ten[:5])
    three = hw.Race.scenario(cars=[car("Ana", 20, deck=ten[:3])], modules=["garage"])
    assert dict(three.module("garage").public().upgrades)["Ana"] == ("u1", "u2", "u3")


def test_owned_naming_a_car_not_in_the_race_is_refused():
    """Issue 36, item 3: `owned` (the cars arrive built) naming a car that is not a player of the race
    (a typo, or a Legend: Legends do not draft) was taken and ignored; it is refused naming the
    player cars."""
    with pytest.raises(hw.ScenarioError, match="owned names 'Zed', not a player car of this race; its player "
                                               "cars are Ana or Ben"):
        hw.Race.new(players=["Ana", "Ben"], seed=1, modules=["garage"], owned={"Zed": ["u1"]})
    with pytest.raises(hw.ScenarioError, match="owned names 'Black Legend'"):
        hw.Race.new(players=["Ana"], legends=1, seed=1, modules=["garage"], owned={"Black Legend": ["u1"]})
