"""An exam for the coach (heat_widget.bots.judge.judge): clear coaching positions, each a decision a
car faces in a hand-built race, the move a player makes there, and the verdict a coach must give it.

A position is `Position(id, build, action, verdict, why, better, topic, rule)`:

- `build(seed=1)` returns `(race, car)`: a fresh `hw.Race.scenario(...)` advanced with `race.act`
  (every car's gear and cards, then the turns in race order) until `car` has the decision pending.
  The seed shuffles the parts of the decks left out ("..."), so other seeds are other futures of the
  same position: the verdicts must not hang on one shuffle.
- `action` is the move graded, `verdict` is "error" or "fine":
  "error": another legal move, `better`, is at least as good in every respect a player can see at
  the end of the round (spaces, gear, Heat in the Engine, Stress cards, spin-out) and strictly
  better in at least one, whatever the deck holds;
  "fine": the move is the best, or one with the same consequences as the best (`better` then names
  that equivalent, e.g. the same cards written in another order): no legal move dominates it.
- `why` is the justification, in a player's words (also the docstring of the position's builder).

`play_out(position, action)` plays a move out: it copies the race, plays the move, then lets
`Heuristic()` play every car to the start of the next round (or the finish) and returns an
`Outcome(distance, gear, engine, stress, spun)` of the car. tests/test_coach_exam.py checks each
verdict with it over several seeds, then asks the coach.

Rule citations: "rulebook" is /work/shared/rules/001 (the nine steps of a round), "advanced
booklet" is 002 (Garage, Legends, Weather, Tournament mode), "spec" is
/work/shared/reference/expansions_as_implemented_by_bga.md (the expansion boards).
"""
from __future__ import annotations

from typing import Callable, NamedTuple

import heat_widget as hw
from heat_widget.bots.strategies import Heuristic
from heat_widget.engine.actions import parse_action

SEEDS = (1, 2, 3, 4)  # the futures each verdict is checked over (the decks' hidden order)
PLAIN = {"react": "done", "slipstream": "pass", "discard": "discard"}  # a car's do-nothing choices


class Position(NamedTuple):
    id: str
    build: Callable[..., tuple]  # build(seed=1) -> (race, car) with car's decision pending
    action: str  # the move graded
    verdict: str  # "error" or "fine"
    why: str
    better: str | None = None  # error: the move that dominates it; fine: an equivalent (or None)
    topic: str = ""  # the part of the exam: "usa:leader", "tournament", "legends", "garage", ...
    rule: str = ""  # the rule the position leans on


class Outcome(NamedTuple):
    """The car at the start of the next round (or at the finish), as a player sees it."""

    distance: int  # lap * track spaces + space
    gear: int
    engine: int  # Heat in the Engine
    stress: int  # Stress cards the car owns (hand, deck, discard, play)
    spun: bool  # spun out this round

    def at_least_as_good_as(self, other: "Outcome") -> bool:
        return (self.distance >= other.distance and self.gear >= other.gear and self.engine >= other.engine
                and self.stress <= other.stress and (not self.spun or other.spun))

    def better_than(self, other: "Outcome") -> bool:
        """At least as good in every respect and strictly better in one."""
        return self.at_least_as_good_as(other) and self != other


# ---- playing a move out ----------------------------------------------------------------------------

_HEURISTIC = Heuristic()


def outcome_of(race, car: str, action, rounds: int = 1) -> Outcome:
    """Play `action` for `car` in a copy of `race`, then the heuristic for every car, until `rounds`
    rounds have begun since (or the race is over)."""
    r = race.copy()
    start = r.round
    spins: list = []  # the rounds in which the car spun out (heard as the events happen)
    r.on_event(lambda kind, name, fields: spins.append(r.round) if name == car else None, kinds=["spin_out"])
    r.act(car, action)
    while not r.finished and r.round < start + rounds:
        d = r.pending[0]
        r.act(d.car, _HEURISTIC(r.view(d.car), d))
    c = r.car(car)
    stress = sum(x == "S" for x in c.hand + c.deck + c.discard + c.play)
    return Outcome(c.lap * r.track.spaces + c.space, c.gear, c.engine, stress, start in spins)


def play_out(position: Position, action: str | None = None, rounds: int = 1, seed: int = 1) -> Outcome:
    """The outcome of `action` (the position's own move by default) in the position built with `seed`."""
    race, car = position.build(seed)
    return outcome_of(race, car, position.action if action is None else action, rounds)


def legal_texts(race, car: str) -> list[str]:
    return [str(a) for a in race.legal_actions(car)]


def is_legal(race, car: str, text: str) -> bool:
    """`text` is one of the car's legal actions, its cards in any order (as race.act reads it)."""
    return parse_action(text) in race.legal_actions(car)


# ---- building positions ------------------------------------------------------------------------------

def _plain_turns_until(race, car: str, kind: str) -> None:
    """Answer the turns of the cars before `car` with their do-nothing choices until `car` has a
    decision of `kind` pending."""
    for _ in range(200):
        pending = race.pending
        mine = [d for d in pending if d.car == car]
        if mine and mine[0].kind == kind and (race.phase == "plan" or pending[0].car == car):
            return
        d = pending[0]
        if race.phase == "plan" or d.kind not in PLAIN:
            raise AssertionError(f"{car} never reaches a {kind} decision: {pending} pending")
        race.act(d.car, PLAIN[d.kind])
    raise AssertionError(f"{car} never reaches a {kind} decision")


def reach(track: str, cars: list, acts: list, car: str, kind: str, seed: int, **options):
    """A scenario on `track` with `cars`, then `acts` ((car, action) pairs: gears and cards, and
    any turn decision worth writing), then the plain choices of the cars moving before `car`."""
    race = hw.Race.scenario(track=track, cars=cars, seed=seed, **options)
    for name, action in acts:
        race.act(name, action)
    _plain_turns_until(race, car, kind)
    return race, car


def racer(name, space, lap=2, gear=1, hand=("1", "1", "2", "2", "3", "3", "4"), deck=("...",), discard=(),
          engine=6, spot=1) -> dict:
    return {"name": name, "space": space, "spot": spot, "lap": lap, "gear": gear, "hand": list(hand),
            "deck": list(deck), "discard": list(discard), "engine": engine}


def others(*cars, play: str = "1 1"):
    """Every car but the one examined: 2nd gear and `play`, out of its way -> (cars, their plans as acts)."""
    acts = []
    for c in cars:
        acts += [(c["name"], "gear 2"), (c["name"], f"play {play}")]
    return list(cars), acts


def between(track, ahead, car, behind, acts, kind, seed, **options):
    """`ahead` and `behind` in 2nd gear playing 1 1 out of the way (`others`), `car` between them with
    `acts` its, reached at its decision of `kind`."""
    cars, plans = others(*ahead, *behind)
    return reach(track, cars[:len(ahead)] + [car] + cars[len(ahead):], plans + acts, car["name"], kind, seed,
                 **options)


def ben_between(track, cars, ben, acts, kind, seed, **options):
    """Ana and Cy (`cars`) out of the way, Ben between them with `acts` his (`between`)."""
    return between(track, cars[:1], ben, cars[1:], acts, kind, seed, **options)

def legend_car(name, colour, space, lap=2, spot=1) -> dict:
    return {"name": name, "legend": True, "colour": colour, "space": space, "spot": spot, "lap": lap}


POSITIONS: list[Position] = []


def position(id: str, action: str, verdict: str, better: str | None = None, topic: str = "", rule: str = "",
             into: list | None = None):
    """Register the decorated builder as a position (into POSITIONS, or the exam list `into`); its
    docstring is the position's `why`."""
    def register(build):
        why = " ".join((build.__doc__ or "").split())
        (POSITIONS if into is None else into).append(Position(id, build, action, verdict, why, better, topic, rule))
        return build
    return register


# The USA positions come first; they live in coach_exam_usa.py (a file stays under ~600 lines). This
# module's machinery above is defined already, so the import circle resolves.
import coach_exam_usa  # noqa: E402,F401


# ==== Tournament mode: cards first, the gear follows the number of cards at Reveal ==================
# (advanced booklet, Tournament Mode: "If you adjusted the Gear up/down two steps, you immediately
# have to pay 1 Heat in your Reveal step.")

def _tournament_before_corner_2(seed):
    return reach("usa", [racer("Ana", 29, gear=3, hand="4 4 3 3 2 2 2".split(), engine=1), racer("Ben", 15, gear=2),
                         racer("Cy", 5, gear=2)],
                 [("Ben", "play 1 1"), ("Cy", "play 1 1")], "Ana", "play", seed, tournament=True)


@position("tournament-one-card-from-3rd-pays-a-heat-two-cards-do-not", "play 4", "error", better="play 2 2",
          topic="tournament", rule="advanced booklet, Tournament Mode (two gears at Reveal: 1 Heat)")
def tournament_one_card_from_3rd_pays_a_heat_two_cards_do_not(seed=1):
    """Tournament mode, last lap: Ana is in 3rd gear, 4 spaces before corner 2 (limit 3), with 1 Heat.
    Playing one card, the 4, puts her in 1st gear at Reveal: two gears down, 1 Heat paid (advanced
    booklet, Tournament Mode), to reach space 33. Playing two cards, 2 2, makes the same Speed 4 to
    the same space 33 in 2nd gear for nothing: a gear higher and her last Heat kept."""
    return _tournament_before_corner_2(seed)


@position("tournament-two-cards-to-the-corner-for-free", "play 2 2", "fine", topic="tournament",
          rule="advanced booklet, Tournament Mode")
def tournament_two_cards_to_the_corner_for_free(seed=1):
    """The same position: 2 2 (2nd gear, one down: free) brings Ana to space 33, right before corner
    2, with her Heat. Any other two cards, and any three or four, make Speed 5 or more over the corner
    (2 Heat or more owed with 1): a spin-out; one card costs a Heat for two gears."""
    return _tournament_before_corner_2(seed)


@position("tournament-two-cards-over-the-corner-spin-out", "play 3 2", "error", better="play 2 2",
          topic="tournament", rule="advanced booklet, Tournament Mode; rulebook, 7. Check Corner / Spin out")
def tournament_two_cards_over_the_corner_spin_out(seed=1):
    """The same position: 3 2 (Speed 5) crosses corner 2 owing 2 Heat with 1 in the Engine: Ana pays
    it and spins out back to space 33 in 1st gear with a Stress card (rulebook, 7. Check Corner /
    Spin out). 2 2 reaches the same space 33 in 2nd gear with the Heat kept and no Stress."""
    return _tournament_before_corner_2(seed)


def _tournament_on_the_final_straight(seed):
    return reach("usa", [racer("Ana", 62, gear=2), racer("Ben", 58, gear=3, hand="4 4 3 3 2 1 1".split(), engine=2),
                         racer("Cy", 20, gear=2)],
                 [("Ana", "play 1 1"), ("Cy", "play 1 1")], "Ben", "play", seed, tournament=True)


@position("tournament-four-cards-across-the-finish-line", "play 3 4 4 3", "fine", better="play 4 4 3 3",
          topic="tournament",
          rule="advanced booklet, Tournament Mode (one gear up at Reveal: free); rulebook, How to Win")
def tournament_four_cards_across_the_finish_line(seed=1):
    """Tournament mode, last lap: Ben, second, is in 3rd gear on space 58, past the last corner, 11
    spaces from the finish line. Four cards (3 4 4 3 is the engine's 4 4 3 3 in another order) shift
    him one gear up to 4th at Reveal for free (advanced booklet, Tournament Mode) and make Speed 14:
    across the finish line this round, no corner left to pay. Three cards make 11 at most and stop on
    space 69, short of the line."""
    return _tournament_on_the_final_straight(seed)


# ==== Legends (advanced booklet, Legends Module): Legends are cars to slipstream behind ===============
# France: 60 spaces, corners after 12 (5), 20 (2), 27 (4), 39 (3, Legends line 33), 47 (4).

def _behind_a_legend_on_the_straight(seed):
    # Legends card 1: the Black Legend (diamond 2, top speed 16) on 30, before the Legends line (33) of
    # corner 39, would overshoot it: it stops 2 spaces before the corner, on 37 (movement B).
    return reach("france", [legend_car("Black Legend", "black", 30), racer("Ana", 28, gear=2,
                                                                          hand="4 4 3 3 2 2 1".split(), engine=1),
                            racer("Ben", 10, gear=2)],
                 [("Ana", "gear 2"), ("Ana", "play 4 4"), ("Ben", "gear 2"), ("Ben", "play 1 1"), ("Ana", "done")],
                 "Ana", "slipstream", seed, legends_deck=[1])


@position("legends-passes-up-a-legend-s-slipstream", "pass", "error", better="slipstream", topic="legends",
          rule="rulebook, 6. Slipstream; advanced booklet, Legends Module")
def legends_passes_up_a_legend_s_slipstream(seed=1):
    """France, last lap, with Legends: the Black Legend stopped on space 37 (Legends Module, movement
    B: as close to corner 39 as its card allows) and Ana landed right behind it on 36. A Legend is a
    car like any other to slipstream behind (it never slipstreams itself): `slipstream` moves her 2
    spaces to 38, still before the corner, for free (rulebook, 6. Slipstream). `pass` gives up 2 spaces."""
    return _behind_a_legend_on_the_straight(seed)


@position("legends-takes-a-legend-s-slipstream", "slipstream", "fine", topic="legends",
          rule="rulebook, 6. Slipstream; advanced booklet, Legends Module")
def legends_takes_a_legend_s_slipstream(seed=1):
    """The same position: `slipstream` behind the Black Legend, 36 to 38, crosses no corner line:
    2 free spaces."""
    return _behind_a_legend_on_the_straight(seed)


def _beside_a_legend_before_corner(seed):
    # Legends card 3: the Red Legend (diamond 0, top speed 11) on 32 would overshoot corner 39: it stops
    # on 39 itself. Ana (Speed 8) lands beside it on 39.
    return reach("france", [legend_car("Red Legend", "red", 32), racer("Ana", 31, gear=2,
                                                                      hand="4 4 3 3 2 2 1".split(), engine=1),
                            racer("Ben", 10, gear=2)],
                 [("Ana", "gear 2"), ("Ana", "play 4 4"), ("Ben", "gear 2"), ("Ben", "play 1 1"), ("Ana", "done")],
                 "Ana", "slipstream", seed, legends_deck=[3])


@position("legends-slipstreams-over-a-corner-into-a-spin-out", "slipstream", "error", better="pass",
          topic="legends", rule="rulebook, 6. Slipstream (Note) and 7. Check Corner / Spin out")
def legends_slipstreams_over_a_corner_into_a_spin_out(seed=1):
    """France, last lap, with Legends: Ana (Speed 8, 1 Heat) lands beside the Red Legend on space
    39, the last space before corner 39 (limit 3). Slipstreaming does not add to her Speed, but it
    carries her over the corner line, and the corner checks her Speed 8 (rulebook, 6. Slipstream,
    Note; 7. Check Corner): 5 Heat owed, 1 in the Engine, a spin-out back to space 39 in 1st gear with
    a Stress card. `pass` keeps her on 39 in 2nd gear with her Heat: the slipstream gains nothing."""
    return _beside_a_legend_before_corner(seed)


@position("legends-declines-a-slipstream-over-the-corner", "pass", "fine", topic="legends",
          rule="rulebook, 6. Slipstream and 7. Check Corner")
def legends_declines_a_slipstream_over_the_corner(seed=1):
    """The same position: `pass` is right. The free-looking slipstream crosses corner 39 at Speed 8
    with 1 Heat and spins Ana out back onto the very space she is on."""
    return _beside_a_legend_before_corner(seed)


# ==== Garage (advanced booklet, Garage Module): upgrade cards ===========================================

def _brakes_before_corner_2(seed):
    # Brakes u8: Speed 1 or 3, chosen after the reveal (Using Upgrade Cards, Reveal).
    return reach("usa", [racer("Ana", 50, gear=2), racer("Ben", 29, gear=2, hand="u8 3 4 4 2 2 1".split(), engine=0),
                         racer("Cy", 5, gear=2)],
                 [("Ana", "gear 2"), ("Ana", "play 1 1"), ("Ben", "gear 2"), ("Ben", "play u8 3"), ("Cy", "gear 2"),
                  ("Cy", "play 1 1")], "Ben", "speed", seed, modules=["garage"])


@position("garage-brakes-at-3-spin-out-at-corner-2", "brakes u8 3", "error", better="brakes u8 1", topic="garage",
          rule="advanced booklet, Garage Module: Brakes (choose the Speed after the reveal); rulebook, 7. Check Corner")
def garage_brakes_at_3_spin_out_at_corner_2(seed=1):
    """Garage module, last lap: Ben played Brakes u8 (Speed 1 or 3, chosen after the reveal) with a 3,
    4 spaces before corner 2 (limit 3), with an empty Engine. Braking at 3 makes Speed 6 over the
    corner: 3 Heat owed, none to pay, a spin-out back to space 33 in 1st gear with a Stress card.
    Braking at 1 makes Speed 4, exactly to space 33 before the corner: the same space, 2nd gear, no
    Stress. The Brakes card is there for this."""
    return _brakes_before_corner_2(seed)


@position("garage-brakes-at-1-stops-before-corner-2", "brakes u8 1", "fine", topic="garage",
          rule="advanced booklet, Garage Module: Brakes")
def garage_brakes_at_1_stops_before_corner_2(seed=1):
    """The same position: `brakes u8 1` gives Speed 4, onto space 33 right before corner 2 with no
    Heat owed; Speed 6 would spin out with an empty Engine."""
    return _brakes_before_corner_2(seed)


def _cooling_system_in_3rd_gear(seed):
    # Cooling system u12: Speed 1, Cooldown 2 (Optional Symbols, Cooldown), in 3rd gear (no gear Cooldown).
    return reach("usa", [racer("Ana", 55, gear=2), racer("Ben", 14, gear=3, hand="u12 4 4 H H 3 2".split(), engine=1),
                         racer("Cy", 5, gear=2)],
                 [("Ana", "gear 2"), ("Ana", "play 1 1"), ("Ben", "gear 3"), ("Ben", "play u12 4 4"),
                  ("Cy", "gear 2"), ("Cy", "play 1 1")], "Ben", "react", seed, modules=["garage"])


@position("garage-skips-the-cooling-system-s-cooldown", "done", "error", better="cooldown 2", topic="garage",
          rule="advanced booklet, Garage Module: Optional Symbols, Cooldown")
def garage_skips_the_cooling_system_s_cooldown(seed=1):
    """Garage module, last lap: Ben drives in 3rd gear (no Cooldown from the gear) but played the
    Cooling system u12, whose symbol is Cooldown 2: "take up to 2 Heat cards from your hand and
    return them to the Engine" (advanced booklet, Optional Symbols). He holds two Heat cards and has
    1 Heat in the Engine. `cooldown 2` returns both for free; `done` wastes the symbol, keeps two
    dead cards in hand and leaves 1 Heat for the three corners to come."""
    return _cooling_system_in_3rd_gear(seed)


@position("garage-uses-the-cooling-system-s-cooldown", "cooldown 2", "fine", topic="garage",
          rule="advanced booklet, Garage Module: Optional Symbols, Cooldown")
def garage_uses_the_cooling_system_s_cooldown(seed=1):
    """The same position: `cooldown 2` uses the Cooling system's symbol on both Heat cards of the
    hand, Engine 1 to 3, for nothing."""
    return _cooling_system_in_3rd_gear(seed)


# ==== Weather & Road Conditions (advanced booklet, Weather and Road Conditions Module) ====================
# Every road token is fixed (the ones a position does not use are harmless there), weather Sun.

def _weather(cars, acts, car, kind, seed, road):
    return reach("usa", cars, acts, car, kind, seed, modules=["weather"], weather="sun", road=road)


def _slipstream_plus_one(seed):
    return _weather([racer("Ana", 50, gear=2), racer("Ben", 20, gear=2),
                     racer("Cy", 17, gear=2, hand="3 2 4 4 3 1 1".split(), engine=3)],
                    [("Ana", "gear 2"), ("Ana", "play 1 1"), ("Ben", "gear 2"), ("Ben", "play 2 1"), ("Cy", "gear 2"),
                     ("Cy", "play 3 2")], "Cy", "slipstream", seed,
                    road={1: "slipstream+1", 2: "limit+1", 3: "overheat", 4: "limit-1"})


@position("weather-declines-the-slipstream-bonus-of-the-sector", "slipstream 2", "error", better="slipstream",
          topic="weather", rule="advanced booklet, Road Conditions: Sector Effects, Slipstream boost")
def weather_declines_the_slipstream_bonus_of_the_sector(seed=1):
    """Weather module, last lap: the sector after corner 1 has a Slipstream boost token ("you may add
    one extra Space" to a slipstream). Cy lands on 22 right behind Ben (23), 11 spaces before corner
    2. `slipstream` takes 3 spaces (to 25), `slipstream 2` only the usual 2 (to 24): neither crosses
    a corner line, so the extra space is free, and declining it gives a space away."""
    return _slipstream_plus_one(seed)


@position("weather-takes-the-slipstream-bonus-of-the-sector", "slipstream", "fine", topic="weather",
          rule="advanced booklet, Road Conditions: Sector Effects, Slipstream boost")
def weather_takes_the_slipstream_bonus_of_the_sector(seed=1):
    """The same position: `slipstream` takes the usual 2 spaces and the sector's extra one, 22 to 25,
    far from corner 2: the most free spaces there are."""
    return _slipstream_plus_one(seed)


def _heat_control_sector(seed):
    return _weather([racer("Ana", 50, gear=2), racer("Ben", 15, gear=2, hand="2 2 4 4 3 1 1".split(), engine=0),
                     racer("Cy", 5, gear=2)],
                    [("Ana", "gear 2"), ("Ana", "play 1 1"), ("Ben", "gear 2"), ("Ben", "play 2 2"), ("Cy", "gear 2"),
                     ("Cy", "play 1 1")], "Ben", "react", seed,
                    road={1: "heat_control", 2: "limit+1", 3: "overheat", 4: "limit-1"})


@position("weather-skips-the-free-boost-of-a-heat-control-sector", "done", "error", better="boost",
          topic="weather", rule="advanced booklet, Road Conditions: Sector Effects, Heat control")
def weather_skips_the_free_boost_of_a_heat_control_sector(seed=1):
    """Weather module, last lap: Ben stands on space 19, in the sector after corner 1 whose road token
    is Heat control: a Boost costs no Heat there, even with an empty Engine. Corner 2 is 14 spaces
    away, beyond any Boost (1-4). `boost` is 1-4 free spaces; `done` gives them away."""
    return _heat_control_sector(seed)


@position("weather-takes-the-free-boost-of-a-heat-control-sector", "boost", "fine", topic="weather",
          rule="advanced booklet, Road Conditions: Sector Effects, Heat control")
def weather_takes_the_free_boost_of_a_heat_control_sector(seed=1):
    """The same position: `boost` in a Heat control sector flips 1-4 more spaces for no Heat, with no
    corner in reach."""
    return _heat_control_sector(seed)


def _limit_minus_one_at_corner_2(seed):
    return _weather([racer("Ana", 50, gear=2), racer("Ben", 31, gear=2, hand="2 1 1 4 4 3 3".split(), engine=0),
                     racer("Cy", 5, gear=2)],
                    [("Ana", "gear 2"), ("Ana", "play 1 1"), ("Ben", "gear 2"), ("Cy", "gear 2"), ("Cy", "play 1 1")],
                    "Ben", "play", seed, road={1: "limit+1", 2: "limit-1", 3: "overheat", 4: "slipstream+1"})


@position("weather-ignores-a-limit-minus-1-token-and-spins-out", "play 2 1", "error", better="play 1 1",
          topic="weather", rule="advanced booklet, Road Conditions: Corner Effects, Adjust Speed Limit (-1)")
def weather_ignores_a_limit_minus_1_token_and_spins_out(seed=1):
    """Weather module, last lap: corner 2's printed limit is 3, but its road token lowers it by 1, to
    2 (advanced booklet, Road Conditions, Adjust Speed Limit). Ben, 2 spaces before it in 2nd gear with
    an empty Engine, plays 2 1: Speed 3 crosses at a limit of 2, 1 Heat owed and none to pay, a
    spin-out back to space 33 in 1st gear with a Stress card. 1 1 (Speed 2) reaches the same space 33
    in 2nd gear, no Stress."""
    return _limit_minus_one_at_corner_2(seed)


@position("weather-respects-a-limit-minus-1-token", "play 1 1", "fine", topic="weather",
          rule="advanced booklet, Road Conditions: Corner Effects, Adjust Speed Limit (-1)")
def weather_respects_a_limit_minus_1_token(seed=1):
    """The same position: 1 1 stops Ben on space 33, before the lowered corner; any faster pair of
    cards crosses it over its limit of 2 with an empty Engine and spins out."""
    return _limit_minus_one_at_corner_2(seed)


# ==== The expansion boards' hazards (spec: expansions_as_implemented_by_bga.md) ==========================
# Japan: 60 spaces, a chicane of two lines after 10 and 12 (limit 4 each), then 18 (2); flooded spaces
# 6-11. Netherlands: 55 spaces, a chicane after 9 and 13 (limit 5 each). The hazards are board data:
# they act whenever the board is raced (spec 1.1).

def _japan_on_a_flood(seed):
    return reach("japan", [racer("Ana", 30, gear=2), racer("Ben", 8, gear=3, hand="1 1 2 4 4 3 3".split(), engine=2),
                           racer("Cy", 2, gear=2)],
                 [("Ana", "gear 2"), ("Ana", "play 1 1"), ("Cy", "gear 2"), ("Cy", "play 1 1")], "Ben", "gear", seed)


@position("flood-pays-heat-to-shift-down-from-a-flooded-space", "gear 2", "error", better="gear 3",
          topic="expansions:flood", rule="spec 2: a flooded space makes a down-shift cost 1 Heat more")
def flood_pays_heat_to_shift_down_from_a_flooded_space(seed=1):
    """Japan, last lap: Ben starts the round on space 8, flooded, in 3rd gear with 2 Heat, before the
    chicane (lines after 10 and 12, limit 4 each). On a flooded space a down-shift costs 1 Heat more
    (spec 2): 3rd to 2nd costs 1 Heat. Staying in 3rd is free, and 1 1 2 (Speed 4) takes him over the
    first line at its limit to space 12 between the lines, where the best two cards of 2nd gear take
    him too: the same space, a higher gear and a Heat kept."""
    return _japan_on_a_flood(seed)


@position("flood-stays-in-gear-on-a-flooded-space", "gear 3", "fine", topic="expansions:flood",
          rule="spec 2: flooded spaces")
def flood_stays_in_gear_on_a_flooded_space(seed=1):
    """The same position: `gear 3` costs nothing and its low cards (1 1 2) reach space 12 at the
    chicane's limit. Down-shifts from the flood cost 1 or 2 Heat for the same space; 4th gear has no
    play under Speed 6 and spins out in the chicane."""
    return _japan_on_a_flood(seed)


def _japan_before_the_chicane(engine):
    def build(seed):
        return reach("japan", [racer("Ana", 30, gear=2), racer("Ben", 8, gear=2, hand="4 3 2 2 1 1 3".split(),
                                                               engine=engine), racer("Cy", 2, gear=2)],
                     [("Ana", "gear 2"), ("Ana", "play 1 1"), ("Ben", "gear 2"), ("Cy", "gear 2"), ("Cy", "play 1 1")],
                     "Ben", "play", seed)
    return build


@position("chicane-each-line-charges-its-own-heat", "play 4 3", "error", better="play 2 2",
          topic="expansions:chicane", rule="spec 3: each line of a chicane is a corner and charges its own Heat")
def chicane_each_line_charges_its_own_heat(seed=1):
    """Japan, last lap: Ben is on space 8 in 2nd gear with 3 Heat, before the chicane (lines after 10
    and 12, limit 4 each). 4 3 (Speed 7) looks like 3 Heat over a limit of 4, but each line of a
    chicane is a corner of its own (spec 3): 3 Heat at the first line, 3 more at the second with none
    left: a spin-out onto space 12, between the lines, in 1st gear with a Stress card. 2 2 (Speed 4)
    crosses the first line at its limit to the same space 12, free: 2nd gear, 3 Heat kept, no Stress."""
    return _japan_before_the_chicane(3)(seed)


@position("chicane-to-between-the-lines-at-the-limit", "play 1 3", "fine", better="play 3 1",
          topic="expansions:chicane", rule="spec 3: chicanes")
def chicane_to_between_the_lines_at_the_limit(seed=1):
    """Japan, last lap: the same Ben with an empty Engine. 1 3 (the engine's 3 1; 2 2 is the same
    Speed) makes Speed 4: over the first line at its limit, to space 12 between the lines, for free.
    Speed 5 or more owes Heat at the first line with none in the Engine and spins out back to space 10."""
    return _japan_before_the_chicane(0)(seed)


def _netherlands_before_the_chicane(seed):
    return reach("netherlands", [racer("Ana", 30, gear=2), racer("Ben", 7, gear=2, hand="4 3 2 2 1 1 3".split(),
                                                                 engine=3), racer("Cy", 2, gear=2)],
                 [("Ana", "gear 2"), ("Ana", "play 1 1"), ("Ben", "gear 2"), ("Cy", "gear 2"), ("Cy", "play 1 1")],
                 "Ben", "play", seed)


@position("chicane-two-lines-two-payments-spin-out", "play 4 3", "error", better="play 4 2",
          topic="expansions:chicane", rule="spec 3: each line of a chicane charges its own Heat")
def chicane_two_lines_two_payments_spin_out(seed=1):
    """Netherlands, last lap: Ben is on space 7 in 2nd gear with 3 Heat; the chicane's lines are after
    9 and 13, limit 5 each. 4 3 (Speed 7) crosses both: 2 Heat at each line (spec 3), 4 in all with
    3 in the Engine, a spin-out onto space 13 between the lines, 1st gear and a Stress card. 4 2
    (Speed 6) lands on the same space 13 having crossed only the first line: 1 Heat, 2nd gear kept."""
    return _netherlands_before_the_chicane(seed)
