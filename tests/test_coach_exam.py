"""The coach's exam (tests/coach_exam.py): clear coaching positions, on USA's last lap for a leader, a car
in mid-field and one far behind, in Tournament mode, with Legends, the Garage, Weather and the
expansion boards' floods and chicanes. Each position holds a move and its verdict: "error" (another
legal move is at least as good in everything a player sees at the end of the round, and better in
something) or "fine" (the best move, or one with the same consequences, such as the same cards in
another order).

The first test proves every verdict by playing the moves out (the heuristic drives every car to the
start of the next round, over several shuffles of the hidden decks); the second asks the coach
(heat_widget.bots.judge.judge) to grade each move and checks that it flags the errors and passes the
fine moves.

Eight exams are checked: the first (coach_exam.POSITIONS, mostly USA's last lap), the independent
one written after it (coach_exam_more.MORE: other boards, early laps and mid-race, 4-6 cars, Legends,
the Garage, Weather, Tournament mode and a Championship event), a third (coach_exam_third.THIRD:
decisions other than the plan, floods and chicanes, 2 to 6 cars), a fourth (coach_exam_fourth.FOURTH:
the finish line, the first round from the grid, Stress cards played, the Discard step, Storm and
limit +1 sectors, Direct Play and Heat symbols, a Sponsorship card), a fifth (coach_exam_fifth.FIFTH,
written blind: Mexico's 50+51 and Nederland's 9+13+16, road tokens on a chicane, Fog, Draft, Adjust -1,
Legends blocking a slipstream, eight cars, España's tunnels, 4th gear from 2nd, React symbols in either
order, floods where the down-shift's Heat is worth paying, the leader past the last corner), a sixth
(coach_exam_sixth.SIXTH, written blind: the first lap and mid-race for a leader, a mid-field car and one a
lap down, on Italia, France, Great Britain, USA, Japan's flood and Mexico's chicane), a seventh
(coach_exam_seventh.SEVENTH, written blind: the middle lap of three on Nederland, Mexico, Japan and España,
a slipstream over a corner into a spin-out, Tournament mode's two gears up, an Overheat token, the Garage's
Cooling system, Legends, Heat control, Championship event 14 and the Discard step) and an eighth
(coach_exam_eighth.EIGHTH, with coach_exam_eighth_more.py, written blind: the last lap of USA for a
leader, a mid-field car and one far behind, and of Italia, France and Great Britain; Tournament mode,
Legends, the Garage, Weather, Japan's flood, Mexico's and Nederland's chicanes, España's tunnels; 2 to 6
cars; the error and the right move side by side in one position) and a ninth (coach_exam_ninth.NINTH,
with coach_exam_ninth_more.py, written blind: the first and middle laps, 2-car head-to-heads and 5-6 car
fields, a car a lap down and one far ahead, every React symbol (Cooldown, Boost, Adrenaline, Reduce
Stress, Refresh, Salvage, Super cool, Direct Play, Brakes), a Garage card's Cooldown at the play
decision, the Discard step, the gear on a flood, each Weather and road token, Championship events 7,
12, 13, 14 and 17 and Sponsorship cards s81 and s85, Legends, Tournament mode; its errors are also
played over two rounds, so that none only puts its cost off), and a mined one (coach_exam_mined.MINED:
positions that arose in bot races on every board with every module, replayed from their logs, the
hidden cards redrawn for the other seeds; its errors are also played over two rounds)."""
from __future__ import annotations

import re
from collections import Counter

import pytest

from coach_exam import POSITIONS, SEEDS, Outcome, is_legal, outcome_of, legal_texts
from coach_exam_more import MORE
from coach_exam_third import THIRD
from coach_exam_fourth import FOURTH
from coach_exam_fifth import FIFTH
from coach_exam_sixth import SIXTH
from coach_exam_seventh import SEVENTH
from coach_exam_eighth_more import EIGHTH
from coach_exam_ninth_more import NINTH
from coach_exam_mined import MINED
from heat_widget.engine.actions import parse_action

# each exam: its positions, its least size, and the topics it must cover
EXAMS = {
    "first": (POSITIONS, 44, ("usa:leader", "usa:mid", "usa:far", "tournament", "legends", "garage", "weather",
                              "expansions:flood", "expansions:chicane")),
    "more": (MORE, 16, ("italy", "britain", "france", "japan", "mexico", "netherlands", "expansions:tunnel",
                        "legends", "garage", "weather", "tournament", "championship")),
    "third": (THIRD, 20, ("garage", "expansions:flood", "netherlands", "spain", "mexico", "weather", "championship",
                          "legends", "tournament")),
    "fourth": (FOURTH, 20, ("finish", "grid", "stress", "discard", "weather", "garage", "championship")),
    "fifth": (FIFTH, 20, ("expansions:chicane", "expansions:tunnel", "expansions:flood", "weather", "garage",
                          "championship", "legends", "field", "gear", "react", "finish", "tournament")),
    # the sixth, written blind: the first lap and mid-race, for a leader, a mid-field car and one far behind
    "sixth": (SIXTH, 20, ("italy", "france", "britain", "usa", "italy:leader", "italy:mid", "britain:far",
                          "tournament", "legends", "garage", "weather", "expansions:flood", "expansions:chicane")),
    # the seventh, written blind: the middle lap of three on the expansion boards
    "seventh": (SEVENTH, 20, ("netherlands", "mexico", "japan", "spain", "netherlands:leader", "mexico:mid",
                              "mexico:far", "spain:far", "tournament", "legends", "garage", "weather",
                              "championship", "discard")),
    # the eighth, written blind: the last lap, the error and the right move in the same position
    "eighth": (EIGHTH, 40, ("usa:leader", "usa:mid", "usa:far", "italy", "france", "britain", "tournament",
                            "legends", "garage", "weather", "expansions:flood", "expansions:chicane",
                            "expansions:tunnel")),
    # the ninth, written blind: the first and middle laps, every React symbol, the Discard step
    "ninth": (NINTH, 40, ("usa:duel", "italy:mid", "mexico:mid", "netherlands:mid", "italy:lapped", "france:leader",
                          "france:lapped", "tournament", "garage", "weather", "expansions:flood", "expansions:chicane",
                          "expansions:tunnel", "championship", "legends", "discard", "react")),
    # the mined exam: decisions that arose in bot races (tests/benchmarks/mine_coach_exam.py), not built by hand
    "mined": (MINED, 40, ("usa", "italy", "japan", "mexico", "netherlands", "spain")),
}

FLAGS = ("inaccuracy", "mistake", "blunder")
PASSES = ("best", "good")


def _outcomes(position, action) -> list[Outcome]:
    """The move played out in the position built with each seed of SEEDS."""
    out = []
    for seed in SEEDS:
        race, car = position.build(seed)
        out.append(outcome_of(race, car, action))
    return out


def _dominates(a: list[Outcome], b: list[Outcome]) -> bool:
    """`a` is never worse than `b` (spaces, gear, Heat in the Engine, Stress, spin-out) over the seeds,
    and strictly better in at least one."""
    return all(x.at_least_as_good_as(y) for x, y in zip(a, b)) and any(x.better_than(y) for x, y in zip(a, b))


def _show(outcomes: list[Outcome]) -> str:
    return "; ".join(f"d{o.distance} g{o.gear} e{o.engine} s{o.stress}{' SPUN' if o.spun else ''}" for o in outcomes)


@pytest.mark.parametrize("exam", list(EXAMS))
def test_every_exam_verdict_holds_when_the_moves_are_played_out(exam):
    """Every position is a real decision of its car with its moves legal (cards in any order, as
    race.act reads them), and its verdict holds when the moves are played out over several seeds:
    an error's `better` move is never worse on spaces, gear, Heat in the Engine, Stress cards and
    spin-outs, and strictly better in every seed ("whatever the deck holds"); a fine move is matched by
    its equivalent exactly and dominated by no legal move. Each exam is at least its size (44 positions
    for the first, 16 for the second, 20 for the third to the seventh, 40 for the eighth and ninth), about half
    errors, covering every part its brief names; no id is in two exams."""
    positions, least, needed = EXAMS[exam]
    assert len(positions) >= least
    ids = [p.id for p in positions]
    assert len(ids) == len(set(ids)), [i for i, n in Counter(ids).items() if n > 1]
    every = [p.id for other in EXAMS.values() for p in other[0]]
    assert len(every) == len(set(every)), "an id is in two exams"
    verdicts = Counter(p.verdict for p in positions)
    assert set(verdicts) == {"error", "fine"}
    assert abs(verdicts["error"] - verdicts["fine"]) <= len(positions) // 5, verdicts
    topics = {p.topic.split(":")[0] for p in positions} | {p.topic for p in positions}
    for topic in needed:
        assert topic in topics, f"no position on {topic}"
    # some fine moves are written in another order than the engine's: the coach must read any order
    assert any(p.verdict == "fine" and p.better and p.action != p.better
               and parse_action(p.action) == parse_action(p.better) for p in positions)

    problems = []
    for p in positions:
        assert p.why and p.rule, f"{p.id}: a position says why and cites its rule"
        for seed in SEEDS:
            race, car = p.build(seed)
            assert any(d.car == car for d in race.pending), f"{p.id}: {car} has no decision ({race.pending})"
            assert is_legal(race, car, p.action), f"{p.id}: {p.action!r} not in {legal_texts(race, car)}"
            if p.better:
                assert is_legal(race, car, p.better), f"{p.id}: {p.better!r} not in {legal_texts(race, car)}"
        mine = _outcomes(p, p.action)
        if p.verdict == "error":
            assert p.better, f"{p.id}: an error names the better move"
            theirs = _outcomes(p, p.better)
            if not all(x.better_than(y) for x, y in zip(theirs, mine)):
                problems.append(f"{p.id}: {p.better} ({_show(theirs)}) does not beat {p.action} ({_show(mine)})")
            continue
        if p.better:  # the same consequences, e.g. the same cards in another order
            twin = _outcomes(p, p.better)
            if twin != mine:
                problems.append(f"{p.id}: {p.action} ({_show(mine)}) differs from {p.better} ({_show(twin)})")
        race, car = p.build(SEEDS[0])
        for other in legal_texts(race, car):
            if parse_action(other) == parse_action(p.action):
                continue
            theirs = _outcomes(p, other)
            if _dominates(theirs, mine):
                problems.append(f"{p.id}: the fine move {p.action} ({_show(mine)}) is dominated by {other} "
                                f"({_show(theirs)})")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("exam", list(EXAMS))
def test_the_coach_flags_the_exam_s_errors_and_passes_its_equivalents(exam):
    """The coach (bots/judge.py, DESIGN "Judgement": a move worse in every sample is always flagged)
    grades each exam move: an error must get "inaccuracy", "mistake" or "blunder" (at least 90% of
    the errors), a fine move "best" or "good" (every one: the same cards in another order are the
    same move, as race.act reads them)."""
    from heat_widget.bots.judge import judge

    positions = EXAMS[exam][0]
    misgraded, flagged, errors = [], 0, 0
    for p in positions:
        race, car = p.build()
        try:
            j = judge(race, car, action=p.action, seed=0)
            g = j.grade(p.action)
            label, text, reason = g.label, str(g), g.reason()
        except Exception as e:  # noqa: BLE001 - a refusal is a misgrade, reported with the others
            label, text, reason = "refused", f"{type(e).__name__}", str(e)[:300]
        if p.verdict == "error":
            errors += 1
            if label in FLAGS:
                flagged += 1
                continue
        elif label in PASSES:
            continue
        misgraded.append(f"- {p.id} [{p.verdict}] {p.action!r} (better/equivalent: {p.better}): {label}: {text} "
                         f"| {reason}")
    fines = len(positions) - errors
    wrongly_flagged = sum(1 for m in misgraded if "[fine]" in m)
    report = (f"the coach flagged {flagged} of {errors} errors ({flagged / errors:.0%}, at least 90% wanted) and "
              f"{wrongly_flagged} of {fines} fine moves (none wanted); misgraded:\n" + "\n".join(misgraded))
    assert flagged >= 0.9 * errors and wrongly_flagged == 0, report


def test_the_same_cards_in_another_order_read_the_same_under_every_judge_seed():
    """A fine move written in another order than its equivalent (the same cards, or another play of the
    same consequences) gets the same label from the coach under judge seeds 0, 1 and 2: a difference
    the samples cannot resolve (bots/judge.py TIE) does not decide which of two equivalent plays is
    called "best" (every exam built by hand, where the two orders are a designed tie; the mined exam's
    fine plays are written reversed by its miner whatever their neighbours, and its labels across
    seeds are held to the issue's target in the next test)."""
    from heat_widget.bots.judge import judge

    changed = []
    for p in POSITIONS + MORE + THIRD + FOURTH + FIFTH + SIXTH + SEVENTH + EIGHTH + NINTH:
        if p.verdict != "fine" or not p.better or parse_action(p.action) != parse_action(p.better):
            continue
        labels = []
        for seed in (0, 1, 2):
            race, car = p.build()
            labels.append(judge(race, car, action=p.action, seed=seed).grade(p.action).label)
        if len(set(labels)) > 1:
            changed.append(f"{p.id}: {labels}")
    assert not changed, "\n".join(changed)


def test_the_mined_exam_s_labels_repeat_under_three_judge_seeds():
    """Issue 32's targets on positions that arose in bot races (tests/coach_exam_mined.py): at judge
    seeds 0, 1 and 2, at least 90% of the errors flagged at every seed, no fine move flagged at any
    seed, and the same label at every seed in at least 90% of the positions."""
    from heat_widget.bots.judge import judge

    labels = {}
    for p in MINED:
        race, car = p.build()
        labels[p] = [judge(race, car, action=p.action, seed=s).grade(p.action).label for s in (0, 1, 2)]
    errors = [p for p in MINED if p.verdict == "error"]
    always = sum(all(x in FLAGS for x in labels[p]) for p in errors)
    wrong = [f"{p.id}: {labels[p]}" for p in MINED if p.verdict == "fine" and any(x not in PASSES for x in labels[p])]
    same = sum(len(set(v)) == 1 for v in labels.values())
    assert always >= 0.9 * len(errors) and not wrong and same >= 0.9 * len(MINED), (always, wrong, same, labels)


def test_the_coach_s_reason_names_an_elimination_and_counts_a_single_space():
    """The reason is one a player can check on the board: under Championship event 10 a spin-out puts
    the car out of the race, and the reason says so (not only its Stress and gear); a single space
    lost reads "1 space fewer"."""
    from heat_widget.bots.judge import judge

    reasons = {}
    for p in MORE:
        if p.id in ("championship-spins-out-under-the-elimination-event",
                    "mexico-skips-a-free-adrenaline-space-on-a-straight"):
            race, car = p.build()
            reasons[p.id] = judge(race, car, action=p.action, seed=0).grade(p.action).reason()
    out = reasons["championship-spins-out-under-the-elimination-event"]
    assert re.search(r"it is out of the race in (\d+) of \1 samples \(play 3 1: 0\)", out), out
    assert "Stress" not in out and "gear" not in out, out
    assert reasons["mexico-skips-a-free-adrenaline-space-on-a-straight"].endswith(": 1 space fewer")


def test_the_coach_passes_a_react_symbol_it_could_stop_after():
    """Rulebook, 5. React: the symbols are used in any order and the player may stop any time, so a
    symbol is graded with React free to end after it (bots/judge_react.py), not with the heuristic's
    next symbols. Japan's first round, six cars (coach_exam_fourth, proven fine by the play-out test
    above): Fay's Adrenaline space is free; it read "inaccuracy" at judge seeds 0-2 for the Heat of
    the Boost the heuristic added after it. Passed at each of those seeds."""
    from heat_widget.bots.judge import judge

    p = next(p for p in FOURTH if p.id == "grid-six-cars-the-last-takes-adrenaline-in-the-first-round")
    for seed in (0, 1, 2):
        race, car = p.build()
        assert judge(race, car, action=p.action, seed=seed).grade(p.action).label in PASSES, (p.id, seed)


@pytest.mark.parametrize("exam", ["ninth", "mined"])
def test_the_exam_s_errors_do_not_only_put_their_cost_off_to_the_next_round(exam):
    """An error of the ninth or the mined exam is not a move whose cost the next round pays back: played
    out over TWO rounds (the heuristic driving every car, seeds 1-8), the error never ends at least as
    well placed as its better move in everything (spaces, gear, Heat, Stress, spin-out) and better in
    something, in any seed."""
    problems = []
    for p in EXAMS[exam][0]:
        if p.verdict != "error":
            continue
        for seed in range(1, 9):
            race, car = p.build(seed)
            mine = outcome_of(race, car, p.action, rounds=2)
            race, car = p.build(seed)
            theirs = outcome_of(race, car, p.better, rounds=2)
            if mine.better_than(theirs):
                problems.append(f"{p.id} (seed {seed}): {p.action} {mine} beats {p.better} {theirs} after two rounds")
    assert not problems, "\n".join(problems)
