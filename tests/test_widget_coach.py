"""The grading coach in RaceWidget (issue 24, items 5 and 6's widget part; heat_widget/widget/coach.py):
the search's advice with chances and intervals, the grade after the viewer's move, the advice hidden
until asked (try_first) and kept to the seat, review marks for the replay slider, Portuguese.

The coach here is the judge at a small budget ("search:samples=4,width=3") to keep the tests quick;
coach=True is the same at the judge's defaults."""
from __future__ import annotations

import polars as pl
import pytest

import heat_widget as hw
from heat_widget.bots.judge import judge
from heat_widget.widget.race_widget import RaceWidget
from heat_widget.widget.coach import GRADES, coach_for

CHEAP = "search:samples=4,width=3"


def new_race(seed=5, language="en"):
    return hw.Race.new(track="usa", players=["Ana", "Ben"], legends=1, seed=seed, language=language)


def widget(race=None, **kw):
    kw.setdefault("coach", CHEAP)
    return RaceWidget(race or new_race(), viewer="Ana", bots={"Ben": hw.bots.heuristic}, **kw)


def send(w, msg):
    """A message from the page, as the front-end sends it."""
    w._on_frontend_msg(w, msg, [])


def click(w, action):
    send(w, {"type": "act", "car": w.choices["car"], "action": action, "seq": w.choices["seq"]})


# ---- the advice ----------------------------------------------------------------------------------

def test_the_coach_advises_the_judges_best_move_with_its_chance_and_interval():
    """For the person deciding: the best move and, for it and the moves close to it, the winning
    chance with its interval and the mean place (issue 24, item 5), as judge() weighs them."""
    race = new_race()
    w = widget(race)
    advice = w.coach_state["advice"]
    j = judge(race, "Ana", samples=4, width=3)
    assert advice["car"] == "Ana" and advice["seq"] == w.choices["seq"] and advice["by"] == "search"
    assert advice["action"] == str(j.best.action) and advice["action"] in w.choices["actions"]
    assert advice["options"][0]["grade"] == "best"
    for shown, o in zip(advice["options"], j.options):
        assert shown["action"] == str(o.action)
        assert shown["chance"] == round(o.chance * 100) and shown["low"] == round(o.low * 100)
        assert shown["high"] == round(o.high * 100) and shown["low"] <= shown["chance"] <= shown["high"]
        assert shown["place"] == round(o.mean_place, 2)
        assert o.chance >= j.best.chance - 0.1  # only the moves close to the best
    assert f"{advice['options'][0]['chance']}%" in advice["reason"]
    assert "advice" not in w.choices  # the search's advice comes in coach_state, after the choices


def test_coach_true_is_the_search_and_heuristic_is_the_quick_advice():
    assert coach_for(True).mode == "search" and coach_for(True).params == {}
    assert coach_for("search:samples=8,width=4").params == {"samples": 8, "width": 4}
    w = widget(coach="heuristic")
    assert w.choices["advice"]["by"] == "heuristic"
    click(w, w.choices["advice"]["action"])
    assert w.coach_state["grades"] == {}  # the quick coach does not grade
    assert coach_for(None) is None and coach_for(False) is None


def test_a_bad_coach_or_try_first_is_refused_naming_what_is_allowed():
    with pytest.raises(hw.BadArgument, match="samples, width or seed"):
        coach_for("search:depth=3")
    with pytest.raises(hw.BadArgument, match="whole number"):
        coach_for("search:samples=" + "x" * 500)
    with pytest.raises(hw.BadArgument, match=r"\.\.\. \(600 characters\)"):
        coach_for(True, try_first="yes" * 200)
    with pytest.raises(hw.BadArgument, match="needs a coach"):
        RaceWidget(new_race(), viewer="Ana", try_first=True)


# ---- the grade after the move --------------------------------------------------------------------

def test_a_grade_appears_beside_the_viewers_move_after_it():
    """The move Ana makes is graded with the judgement of the moment before (Judgement.grade): the
    grade sits at the timeline step that shows the move, with the reason in a player's words."""
    race = new_race()
    w = widget(race)
    j = judge(race, "Ana", samples=4, width=3)
    worst = str(j.options[-1].action)
    click(w, worst)
    step = next(i for i, s in enumerate(race.timeline) if s.car == "Ana" and str(s.action) == worst)
    g = w.coach_state["grades"][str(step)]
    want = j.grade(worst)
    assert g["car"] == "Ana" and g["action"] == worst and g["best"] == str(j.best.action)
    assert g["grade"] == want.label and g["grade"] in GRADES and g["reason"] == want.reason("en")
    assert g["loss"] == round(want.loss * 100) and g["word"]
    assert w.coach_state["last"] == step
    assert w.frames[step]["a"] == worst  # the frame that shows the move carries its grade's step


def test_a_grade_is_given_only_when_the_interval_excludes_zero():
    """Inaccuracy, mistake or blunder only when the loss's interval excludes zero (issue 32: 0.05 of
    a place or more) or the move is dominated: every grade the widget shows obeys it."""
    race = new_race(seed=11)
    w = widget(race)
    for _ in range(6):
        c = w.choices
        if not c:
            break
        click(w, c["actions"][-1])  # the last legal action: often far from the best
    grades = w.coach_state["grades"].values()
    assert grades
    for g in grades:
        if g["grade"] in ("inaccuracy", "mistake", "blunder") and g["dominated_by"] is None:
            assert g["low"] > 0 or g["high"] < 0
            assert g["loss"] >= 5  # in hundredths of a place (bots/judge.py THRESHOLDS)


def test_a_move_the_judge_did_not_weigh_is_graded_too():
    """A play off the judge's short list is judged again with that move added (same samples)."""
    race = new_race()
    w = widget(race)
    click(w, w.coach_state["advice"]["action"])  # the gear
    weighed = {o["action"] for o in w.coach_state["advice"]["options"]}
    judged = {str(o.action) for o in judge(race, "Ana", samples=4, width=3).options}
    off = next(a for a in w.choices["actions"] if a not in judged and a not in weighed)
    click(w, off)
    assert any(g["action"] == off for g in w.coach_state["grades"].values())


# ---- try first -----------------------------------------------------------------------------------

def test_try_first_hides_the_advice_until_the_student_asks():
    race = new_race()
    w = widget(race, try_first=True)
    a = w.coach_state["advice"]
    assert a["hidden"] is True and "action" not in a and "options" not in a and "reason" not in a
    assert "advice" not in w.choices
    send(w, {"type": "coach", "car": "Ana", "seq": w.choices["seq"]})
    a = w.coach_state["advice"]
    assert a["hidden"] is False and a["action"] == str(judge(race, "Ana", samples=4, width=3).best.action)
    assert w.message == ""
    click(w, w.choices["actions"][0])
    assert w.coach_state["grades"], "the grade still comes after the move"
    assert w.coach_state["advice"]["hidden"] is True, "the next decision's advice is hidden again"


def test_try_first_with_the_quick_coach_hides_it_too():
    w = widget(coach="heuristic", try_first=True)
    assert "advice" not in w.choices and w.coach_state["advice"]["hidden"] is True
    send(w, {"type": "coach", "car": "Ana", "seq": w.choices["seq"]})
    assert w.coach_state["advice"]["by"] == "heuristic" and w.coach_state["advice"]["action"] in w.choices["actions"]


def test_a_page_asking_for_another_seats_advice_is_refused():
    """The kernel decides: a page may only ask for the advice of the seat it acts for, for the
    decision now; it cannot write coach_state either (PAGE_WRITES)."""
    race = hw.Race.new(track="usa", players=["Ana", "Ben"], legends=1, seed=5)
    w = RaceWidget(race, viewer="Ana", coach=CHEAP, try_first=True)  # Ben is a person too: no bot
    before = dict(w.coach_state)
    for msg in ({"type": "coach", "car": "Ben", "seq": w.choices["seq"]},
                {"type": "coach", "car": "Ana", "seq": w.choices["seq"] - 1},
                {"type": "coach", "car": ["<b>" * 100], "seq": None}):
        w.message = ""
        send(w, msg)
        assert "The coach advises only the decision this widget makes now" in w.message
        assert len(w.message) < 200
        assert w.coach_state == before
    w.set_state({"coach_state": {"advice": {"action": "gear 4"}}, "review_marks": [[1, "Ben", "blunder"]]})
    assert w.coach_state == before and w.review_marks == []


def test_a_seat_sees_only_its_own_cars_grades():
    race = hw.Race.new(track="usa", players=["Ana", "Ben"], legends=1, seed=5)
    w = RaceWidget(race, viewer="Ana", coach=CHEAP)
    click(w, w.choices["actions"][0])
    assert w.coach_state["grades"]
    w.viewer = "Ben"
    assert w.coach_state["grades"] == {} and "last" not in w.coach_state


# ---- review marks --------------------------------------------------------------------------------

def review_table():
    """A table shaped as hw.analysis.review gives it (step: the timeline step a decision is taken at)."""
    return pl.DataFrame({"step": [0, 2, 4, 6], "round": [1, 1, 1, 2], "car": ["Ana", "Ben", "Ana", "Ana"],
                         "action": ["gear 1", "gear 3", "play 4", "gear 2"],
                         "best": ["gear 2", "gear 2", "play 4", "gear 3"], "loss": [0.12, 0.35, 0.0, 0.22],
                         "low": [0.02, 0.1, 0.0, 0.05], "high": [0.2, 0.5, 0.0, 0.4],
                         "grade": ["inaccuracy", "blunder", "best", "mistake"],
                         "chance_before": [0.5] * 4, "chance_after": [0.4] * 4})


def test_review_marks_reach_the_front_end_at_the_step_showing_the_move():
    race = new_race()
    hw.bots.play_bots(race, {"Ana": hw.bots.heuristic, "Ben": hw.bots.heuristic})
    w = RaceWidget(race, review=review_table())
    assert w.review_marks == [[1, "Ana", "inaccuracy", "inaccuracy", 12, "gear 1", "gear 2"],
                              [3, "Ben", "blunder", "blunder", 35, "gear 3", "gear 2"],
                              [7, "Ana", "mistake", "mistake", 22, "gear 2", "gear 3"]]
    w.show_review(None)
    assert w.review_marks == []
    w.show_review(review_table())
    assert len(w.review_marks) == 3
    seat = RaceWidget(race, viewer="Ana", review=review_table())  # Ben's cards may be secret to Ana
    assert seat.review_marks[1] == [3, "Ben", "blunder", "blunder", 35, "", ""]
    assert "review_marks" in w.to_html() and '"blunder"' in w.to_html()


def test_a_table_that_is_not_a_review_is_refused():
    race = new_race()
    with pytest.raises(hw.BadArgument, match="hw.analysis.review"):
        RaceWidget(race, review="x" * 1000)
    with pytest.raises(hw.BadArgument, match="no column loss or grade"):
        RaceWidget(race).show_review(review_table().drop("loss", "grade"))
    try:
        RaceWidget(race, review="x" * 1000)
    except hw.BadArgument as e:
        assert len(str(e)) < 250


# ---- Portuguese ----------------------------------------------------------------------------------

def test_the_coach_speaks_portuguese():
    race = new_race(language="pt")
    w = widget(race, language="pt")
    advice = w.coach_state["advice"]
    assert advice["reason"].startswith("Hipótese de ganhar cerca de ")
    assert advice["options"][0]["word"] == "melhor jogada"
    click(w, advice["action"])
    g = next(iter(w.coach_state["grades"].values()))
    assert g["word"] == "melhor jogada" and g["reason"] == judge(
        new_race(language="pt"), "Ana", samples=4, width=3).grade(advice["action"]).reason("pt")
    pt = RaceWidget(new_race(), review=review_table(), language="pt")
    assert [m[3] for m in pt.review_marks] == ["imprecisão", "erro grave", "erro"]


def test_a_real_review_table_marks_the_steps_that_show_its_moves():
    """hw.analysis.review's own table (small budget): each decision graded inaccuracy or worse is a
    mark at its `at_step` (the step showing the move); two rows regraded by hand make sure some are."""
    race = hw.Race.new(track="usa", players=["Ana", "Ben"], legends=1, seed=5, laps=1)
    hw.bots.play_bots(race, {"Ana": hw.bots.random_legal, "Ben": hw.bots.heuristic})
    table = hw.analysis.review(race, "Ana", samples=3, width=3, workers=1, progress=False)
    regraded = table.with_columns(pl.when(pl.int_range(pl.len()).is_in([1, 4])).then(pl.lit("blunder"))
                                  .otherwise(pl.col("grade")).alias("grade"))
    w = RaceWidget(race, review=regraded)
    marked = regraded.filter(pl.col("grade").is_in(["inaccuracy", "mistake", "blunder"]))
    assert [m[0] for m in w.review_marks] == marked["at_step"].to_list() and len(w.review_marks) >= 2
    for m, row in zip(w.review_marks, marked.iter_rows(named=True)):
        assert m[1:3] == [row["car"], row["grade"]] and m[5:] == [row["action"], row["best"]]
        assert race.timeline[m[0]].car == "Ana" and str(race.timeline[m[0]].action) == row["action"]


def test_a_move_typed_in_a_cell_is_graded_like_a_click():
    """race.act from Python for the viewer's car (the widget follows it) gets its grade too, from the
    judgement the coach made when the decision came up; a bot's moves get none."""
    race = new_race()
    w = widget(race)
    best = w.coach_state["advice"]["action"]
    race.act("Ana", best)
    step = next(i for i, s in enumerate(race.timeline) if s.car == "Ana")
    g = w.coach_state["grades"][str(step)]
    assert g["action"] == best and g["grade"] == "best"
    assert all(v["car"] == "Ana" for v in w.coach_state["grades"].values())


def test_a_react_slipstream_or_discard_decision_is_judged_and_graded_too():
    """Issue 32: the judge weighs every decision with two moves or more (a React's Cooldown, a
    slipstream, a discard), one round each, as the review does: the advice is the judge's, and the
    move made is graded."""
    race = new_race()
    w = widget(race)
    for _ in range(40):
        c = w.choices
        if not c or (c["kind"] not in ("gear", "play") and len(c["actions"]) >= 2):
            break
        click(w, w.coach_state["advice"]["action"] if c["kind"] in ("gear", "play") else c["actions"][0])
    c = w.choices
    assert c and c["kind"] not in ("gear", "play")
    advice = w.coach_state["advice"]
    assert advice["by"] == "search" and advice["action"] in c["actions"] and advice["options"]
    graded = set(w.coach_state["grades"])
    click(w, c["actions"][-1])
    new = set(w.coach_state["grades"]) - graded
    assert len(new) == 1 and w.coach_state["grades"][new.pop()]["action"] == c["actions"][-1]


