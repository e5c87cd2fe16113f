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
