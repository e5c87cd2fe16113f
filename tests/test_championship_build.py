"""Advanced booklet, Championship System, Before Each Race: Build your car; GOAT! (each player keeps
one upgrade between seasons). With the Garage module's upgrade cards."""
from collections import Counter

import pytest

import heat_widget as hw
from heat_widget.bots import play_bots, random_legal
from heat_widget.engine.modules.garage import upgrade_pool

PLAYERS = ["Ana", "Ben", "Cy"]


def season(kind=1961, seed=3, legends=1, upgrades="basic"):
    return hw.Championship.new(season=kind, players=PLAYERS, legends=legends, seed=seed, upgrades=upgrades,
                               weather=False, sponsors=False)


def texts(actions):
    return [str(a) for a in actions]


def pick_all(s, choose=lambda legal: legal[0]):
    while s.phase == "build":
        d = s.pending[0]
        s.act(d.car, choose(s.legal_actions(d.car)))


def test_build_market_is_one_card_per_player_plus_3_picked_from_the_back_of_the_grid():
    """Booklet, Build your car: draw one card per player +3 from the Upgrade deck; pick one at a time,
    starting with the player last on the starting grid and going upwards (Legends ignored)."""
    s = season()
    assert s.phase == "build" and s.races == []
    assert len(s.market) == len(PLAYERS) + 3
    grid_players = [n for n in s._grid if n in PLAYERS]
    order = []
    while s.phase == "build" and s.pending[0].kind == "draft":
        d = s.pending[0]
        order.append(d.car)
        before = s.market
        s.act(d.car, s.legal_actions(d.car)[0])
        assert len(s.market) == len(before) - 1
    assert order == list(reversed(grid_players))
    assert all(len(u) == 1 for u in s.upgrades.values())


def test_build_the_last_on_the_grid_may_swap_one_upgrade_with_a_leftover():
    """Booklet, Build your car: after everyone picked, the player last on the starting grid may swap
    one Upgrade card they already have with one of the leftovers."""
    s = season(seed=5)
    last = [n for n in s._grid if n in PLAYERS][-1]
    while s.pending[0].kind == "draft":
        d = s.pending[0]
        s.act(d.car, s.legal_actions(d.car)[0])
    assert [(d.car, d.kind) for d in s.pending] == [(last, "swap")]
    mine = s.upgrades[last][0]
    assert texts(s.legal_actions(last))[0] == "noswap" and f"swap {mine}" in texts(s.legal_actions(last))
    with pytest.raises(hw.IllegalAction):
        s.act(PLAYERS[0] if PLAYERS[0] != last else PLAYERS[1], "noswap")
    leftovers = s.market
    s.act(last, f"swap {mine}")
    take = s.legal_actions(last)[0]
    assert take.cards[0] in leftovers and take.cards[0] != mine
    s.act(last, take)
    assert s.upgrades[last] == [take.cards[0]]
    assert s.phase == "race" and s.current_race.config["module_options"]["garage"]["owned"] == s.upgrades


def test_build_leftovers_go_back_into_the_upgrade_deck_and_no_card_is_lost():
    """Booklet, Build your car: shuffle any leftover cards back into the Upgrade deck (BGA keeps them
    out of play: the booklet wins). Every card of the pool is in the deck or owned, once."""
    s = season(seed=7)
    pool = Counter(upgrade_pool("basic"))
    while not s.finished:
        if s.phase == "race":
            play_bots(s.current_race, {n: random_legal for n in PLAYERS})
            continue
        owned = sum((Counter(u) for u in s.upgrades.values()), Counter())
        assert owned + Counter(s._upgrade_deck) + Counter(s.market) == pool
        pick_all(s, lambda legal: legal[-1])
    assert all(len(u) == 3 for u in s.upgrades.values())


def test_build_each_race_deck_holds_the_players_upgrades():
    """Booklet, Before Each Race: shuffle your 12 Speed cards, Upgrade cards (don't forget the one
    you just drafted) and Stress cards together; the Garage module plays them."""
    s = season(seed=2)
    pick_all(s)
    race = s.current_race
    assert race.config["modules"][:2] == ["championship", "garage"]
    for name in PLAYERS:
        c = race.car(name)
        cards = Counter(c.hand + c.deck)
        for u in s.upgrades[name]:
            spec = hw.engine.cards.catalogue().spec(u)
            assert cards[spec.becomes or u] >= 1
        assert not any(x in ("0", "5") for x in cards)


def test_build_refuses_what_is_not_in_the_market_and_changes_nothing():
    """DESIGN: an illegal action raises IllegalAction and leaves everything as it was."""
    s = season(seed=4)
    d = s.pending[0]
    before = (s.to_json(), s.market, s.upgrades)
    not_there = next(c for c in upgrade_pool("basic") if c not in s.market)
    with pytest.raises(hw.IllegalAction, match="draft"):
        s.act(d.car, f"draft {not_there}")
    with pytest.raises(hw.IllegalAction, match="nothing to decide"):
        s.act(next(n for n in PLAYERS if n != d.car), s.legal_actions(d.car)[0])
    with pytest.raises(hw.IllegalAction):
        s.act(d.car, "gear 2")
    assert (s.to_json(), s.market, s.upgrades) == before


def test_goat_each_player_keeps_one_upgrade_of_their_choice_between_seasons():
    """Booklet, GOAT!: at the end of each season all players keep a single Upgrade card of their
    choice among the ones they have for the next season (the others go back into the deck)."""
    s = season("goat", seed=9)
    pool = Counter(upgrade_pool("basic"))
    while s.race_index < 3:
        if s.phase == "race":
            play_bots(s.current_race, {n: random_legal for n in PLAYERS})
        elif s.phase == "build":
            pick_all(s)
    assert s.phase == "keep"
    assert sorted((d.car, d.kind) for d in s.pending) == [(n, "keep") for n in sorted(PLAYERS)]
    kept = {}
    for name in PLAYERS:
        choice = s.legal_actions(name)[-1]
        kept[name] = choice.cards[0]
        s.act(name, choice)
    assert s.phase == "build"
    assert s.upgrades == {n: [kept[n]] for n in PLAYERS}
    owned = sum((Counter(u) for u in s.upgrades.values()), Counter())
    assert owned + Counter(s._upgrade_deck) + Counter(s.market) == pool


def test_a_season_with_the_build_step_plays_by_bots_saves_and_loads():
    """The build step's decisions go through pending / legal_actions / act like the races', so bots
    play the whole season; the season saved in the middle of a build step loads back."""
    s = season("goat", seed=1)
    bots = {"Ana": hw.bots.heuristic, "Ben": hw.bots.cautious, "Cy": random_legal}
    for _ in range(2):  # stop inside a build step, save, load, go on
        d = s.pending[0]
        s.act(d.car, s.legal_actions(d.car)[0])
    again = hw.Championship.from_json(s.to_json())
    assert again.market == s.market and again.upgrades == s.upgrades and again.pending == s.pending
    play_bots(s, bots)
    play_bots(again, bots)
    assert s.finished and again.to_json() == s.to_json()
    assert all(len(u) >= 1 for u in s.upgrades.values())


def test_bots_build_pick_the_best_card_and_swap_only_for_a_better_leftover():
    """Booklet, Build your car, played by the built-in strategies: a pick is the market card worth
    the most (the Garage draft's worth); the last car swaps its worst upgrade only when a leftover is
    worth more, then takes the best leftover; GOAT keeps the best upgrade."""
    from heat_widget.bots.garage_play import upgrade_worth
    bot = hw.bots.heuristic
    swaps = []
    for seed in range(6):  # whole seasons: a swap can pay only once a car owns two upgrades
        s = season(seed=seed)
        while not s.finished:
            d = s.pending[0]
            choice = bot(s.view(d.car), d)
            if s.phase != "build":
                s.act(d.car, choice)
                continue
            legal = s.legal_actions(d.car)
            worth = {a: upgrade_worth(a.cards[0]) for a in legal if a.cards}
            if d.kind in ("draft", "take"):
                assert worth[choice] == max(worth.values())
            elif d.kind == "swap":
                mine = min((a for a in legal if a.cards), key=worth.get)
                better = any(upgrade_worth(c) > worth[mine] for c in s.market if c != mine.cards[0])
                assert str(choice) == (str(mine) if better else "noswap")
                swaps.append(str(choice))
            s.act(d.car, choice)
    assert "noswap" in swaps and any(x.startswith("swap ") for x in swaps)  # both branches seen
    s = season("goat", seed=2)
    while s.phase != "keep":
        d = s.pending[0]
        s.act(d.car, bot(s.view(d.car), d))
    d = s.pending[0]
    choice = bot(s.view(d.car), d)
    assert upgrade_worth(choice.cards[0]) == max(upgrade_worth(c) for c in s.upgrades[d.car])
