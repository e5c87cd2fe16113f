"""`python -m heat_widget`: the demo race from a terminal."""
from __future__ import annotations

import pytest

from heat_widget.__main__ import main


def test_demo_race_runs_the_boards_laps(capsys):
    """Italy is printed with 3 laps: the demo races 3 unless told otherwise."""
    assert main(["--track", "italy", "--players", "Ana", "--legends", "1"]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0].startswith("Italia, 3 laps")
    assert "starts lap 3 of 3" in out
    assert main(["--track", "italy", "--players", "Ana", "--legends", "1", "--laps", "1"]) == 0
    assert ", 1 lap," in capsys.readouterr().out.splitlines()[0]


def test_help_shows_every_default(capsys):
    with pytest.raises(SystemExit):
        main(["--help"])
    help_text = capsys.readouterr().out
    options = help_text[help_text.index("options:"):]
    for option in ("--track", "--players", "--legends", "--laps", "--seed"):
        entry = options[options.index(f"  {option}"):].split("\n  --", 1)[0]
        assert "(default:" in entry, entry


def test_help_offers_only_the_boards_a_race_can_run_on(capsys):
    """--help lists the boards a race runs on: since issue 25 the expansion boards too."""
    with pytest.raises(SystemExit):
        main(["--help"])
    help_text = " ".join(capsys.readouterr().out.split())
    options = help_text[help_text.index("options:"):]
    entry = options[options.index("--track TRACK"):options.index("--players PLAYERS")]
    assert ("the board: usa, france, great_britain, italy, japan, mexico, netherlands or spain (default: usa)"
            in entry)
    assert "cannot be raced yet" not in entry


def test_a_demo_race_runs_on_an_expansion_board(capsys):
    """Issue 25: `--track japan` plays and narrates a race on Japan (its floods and chicane)."""
    assert main(["--track", "japan", "--seed", "3"]) == 0
    assert capsys.readouterr().out.startswith("Japan, 2 laps, seed 3")


@pytest.mark.parametrize("argv, message", [
    (["--track", "moon"], "--track 'moon' is not a board; the boards: usa, france, great_britain, italy, japan, "
                          "mexico, netherlands or spain"),
    (["--track", "x" * 500], "--track 'xxxxxxxx"),
    (["--players", "Ana,Ana"], "car names must be different; repeated: Ana"),
    (["--players", " , "], "--players needs at least one name"),
    (["--laps", "0"], "laps must be a whole number from 1 to 10, not 0"),
    (["--legends", "9"], "legends must be a whole number from 0 to 6, not 9"),
], ids=["unknown-board", "long-board", "repeated-names", "no-names", "0-laps", "9-legends"])
def test_bad_options_exit_2_with_one_line_and_no_traceback(argv, message, capsys):
    """A board that cannot be raced, repeated names, no names, 0 laps: one line on stderr naming what
    was wrong and what is allowed (a long input cut short), exit code 2, no race printed."""
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.splitlines()
    assert len(lines) == 1 and "Traceback" not in captured.err, captured.err
    assert lines[0].startswith("python -m heat_widget: error: ") and message in lines[0]
    assert len(lines[0]) < 250


def test_demo_bots_drive_with_the_heuristic(capsys, monkeypatch):
    """The demo's cars are driven by the heuristic bot (random play took 69 rounds and 2,605 lines),
    and the default race ends in a reasonable number of rounds."""
    from heat_widget import bots
    used = []
    real = bots.run_race

    def spy(race, strategies, **kw):
        used.extend(strategies.values())
        return real(race, strategies, **kw)

    monkeypatch.setattr(bots, "run_race", spy)
    assert main([]) == 0
    assert used and all(s is bots.heuristic for s in used)
    out = capsys.readouterr().out
    rounds = [line for line in out.splitlines() if line.startswith("Round ")]
    assert 10 <= len(rounds) <= 30, len(rounds)
