"""Retry a decision inside the replay (issue 33 item 3; heat_widget/widget/retry.py), driven by the
page's messages as the front-end sends them: a graded decision of the seat's car shows the race at
that decision with the same future cards (race.fork), only that car chooses, the judge grades the
new choice against the one made in the race (both grades sent to the page), and "Back to the
replay" returns to the replay at that step. The kernel decides which decisions and which car."""
from __future__ import annotations

import pytest

import heat_widget as hw
from heat_widget.bots import play_bots, random_legal
from heat_widget.widget.race_widget import RaceWidget

JUDGE = {"samples": 4, "width": 3}  # small: the grades' worth is the judge's own tests'


@pytest.fixture(scope="module")
def finished():
    """A finished race and the first step (a frame showing Ana's move) where Ana had a choice."""
    race = hw.Race.new(track="usa", players=["Ana", "Ben"], legends=1, seed=11)
    play_bots(race, {"Ana": random_legal, "Ben": random_legal})
    for i, (car, action) in enumerate(race.log):
        legal = [str(a) for a in race.fork(i).legal_actions(car)]
        if car == "Ana" and len(legal) >= 3 and i > 4:
            return race, i + 1, str(action), legal
    raise AssertionError("no decision of Ana with a choice")


def widget_on(race, step, viewer="Ana", car="Ana", made="gear 1"):
    w = RaceWidget(race, viewer=viewer)
    w.retry_judge = dict(JUDGE)
    w.review_marks = [[step, car, "mistake", "mistake", 12, made, made]]  # as show_review puts them
    return w


def send(w, **content):
    w._on_frontend_msg(w, content, [])


def test_a_graded_decision_is_retried_from_the_same_position_by_its_seat_only(finished):
    race, step, made, legal = finished
    w = widget_on(race, step, made=made)
    frames = len(w.frames)
    send(w, type="retry", step=step)
    assert w.retry["step"] == step and w.retry["car"] == "Ana" and w.retry["made"] == made
    assert len(w.frames) == step == w.step + 1, "the race shown stops at the decision (the frame before the move)"
    assert w.race is not race and w.race.log == race.log[:step - 1], "a fork: the same moves before it"
    c = w.choices
    assert c["car"] == "Ana" and sorted(c["actions"]) == sorted(legal)
    assert race.finished and len(race.timeline) == frames, "the replay itself is left as it was"


def test_the_new_choice_is_graded_against_the_move_made_and_back_returns_to_the_replay(finished):
    race, step, made, legal = finished
    w = widget_on(race, step, made=made)
    frames = list(w.frames)
    send(w, type="retry", step=step)
    other = next(a for a in legal if a != made)
    send(w, type="act", car="Ana", action=other, seq=w.choices["seq"])
    r = w.retry
    assert r["chosen"] == other and r["new"]["action"] == other and r["old"]["action"] == made
    assert r["new"]["grade"] in ("best", "good", "inaccuracy", "mistake", "blunder")
    assert r["old"]["word"] and r["new"]["word"] and r["new"]["reason"]
    again = hw.analysis.retry(race, step - 1, other, language="en", **JUDGE)
    assert (r["new"]["grade"], r["old"]["grade"]) == (again.new.label, again.old.label), "the analysis' own grades"
    assert w.choices == {}, "one decision is retried, no more"
    assert len(w.frames) == step + 1 and w.race.log[-1] == ("Ana", w.race.log[-1][1]), "the new move is shown"
    assert str(w.race.log[-1][1]) == other
    send(w, type="retry_back")
    assert w.retry == {} and w.race is race and w.frames == frames and w.step == step
    assert w.choices == {}


def test_the_page_cannot_retry_another_seats_or_an_ungraded_decision(finished):
    race, step, made, legal = finished
    w = widget_on(race, step, viewer="Ben", made=made)  # Ben's seat, Ana's graded move
    send(w, type="retry", step=step)
    assert w.retry == {} and w.race is race and "cannot retry" in w.message
    w = widget_on(race, step, made=made)
    send(w, type="retry", step=step + 1)  # no grade there
    assert w.retry == {} and "Only a graded decision" in w.message
    send(w, type="retry", step="1")
    assert w.retry == {} and w.race is race
    send(w, type="retry", step=step)
    send(w, type="act", car="Ben", action=legal[0], seq=w.choices["seq"])  # only the retried car chooses
    assert "Ben has nothing to decide" in w.message and "chosen" not in w.retry


def test_a_teachers_widget_retries_any_cars_graded_decision_and_the_coach_stays_quiet(finished):
    race, step, made, legal = finished
    w = widget_on(race, step, viewer=None, made=made)
    w._coach = object()  # a coach would advise the decision retried: it is parked meanwhile
    send(w, type="retry", step=step)
    assert w.retry["car"] == "Ana" and w.choices["car"] == "Ana" and w._coach is None
    send(w, type="retry_back")
    assert w._coach is not None and w.retry == {}
    w._coach = None
