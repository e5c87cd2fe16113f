"""The heat-sim command line."""
from __future__ import annotations

import polars as pl

from heat_widget.analysis.cli import main


def test_writes_parquet_and_prints_a_summary(tmp_path, capsys):
    out = tmp_path / "r.parquet"
    code = main(["--track", "italy", "--strategies", "heuristic", "random", "-n", "2", "--laps", "1", "--seed", "3",
                 "--processes", "1", "--quiet", "--out", str(out)])
    assert code == 0
    df = pl.read_parquet(out)
    assert df.height == 4 and set(df["strategy"]) == {"heuristic", "random"}
    text = capsys.readouterr().out
    assert "win_rate" in text and "2 races on italy" in text


def test_named_cars_and_csv(tmp_path):
    out = tmp_path / "r.csv"
    assert main(["-s", "Ana=heuristic:risk=2", "Ben=cautious", "-n", "1", "--laps", "1", "-p", "1", "-q",
                 "-o", str(out)]) == 0
    assert pl.read_csv(out)["car"].to_list() == ["Ana", "Ben"]


def test_own_strategy_by_module_path(tmp_path):
    out = tmp_path / "r.jsonl"
    assert main(["-s", "heat_widget.bots:random_legal", "heuristic", "-n", "1", "--laps", "1", "-p", "1", "-q",
                 "-o", str(out)]) == 0
    assert pl.read_ndjson(out).height == 2


def test_bad_input_exits_2_with_a_message(capsys):
    assert main(["-s", "heuristic", "turbo", "-n", "1", "-q", "-p", "1"]) == 2
    assert "unknown strategy 'turbo'" in capsys.readouterr().err
    assert main(["-n", "0", "-q", "-p", "1"]) == 2
    assert "n must be at least 1" in capsys.readouterr().err
    assert main(["--track", "moon", "-n", "1", "-q", "-p", "1"]) == 2
    assert "unknown track 'moon'" in capsys.readouterr().err
    assert main(["-n", "1", "-q", "-o", "out.xlsx"]) == 2
    assert ".parquet" in capsys.readouterr().err


def test_list_tracks(capsys):
    assert main(["--list-tracks"]) == 0
    assert "usa" in capsys.readouterr().out.split()


def test_out_dir_streams_partitioned_parquet_and_time_limit(tmp_path, capsys):
    """--out-dir DIR: rows and decisions as partitioned Parquet (any race opens again with
    hw.replay(DIR, i)); --time-limit passes the per-decision limit to simulate."""
    import heat_widget as hw
    out = tmp_path / "batch"
    assert main(["-s", "heuristic", "random", "-n", "3", "--laps", "1", "-p", "2", "-q", "--out-dir", str(out),
                 "--time-limit", "60"]) == 0
    assert pl.read_parquet(out / "results").height == 6
    assert hw.replay(str(out), 2).finished
    assert f"results written to {out}" in capsys.readouterr().out
    assert main(["-n", "1", "-q", "-p", "1", "--out-dir", str(out)]) == 2
    assert "already holds a batch" in capsys.readouterr().err
    assert main(["-n", "1", "-q", "-p", "1", "--time-limit", "0"]) == 2
    assert "time_limit must be a number of seconds above 0" in capsys.readouterr().err


def test_season_option_plays_whole_championship_seasons(tmp_path, capsys):
    """Issue 13, CLI: heat-sim runs seasons too (a row per car per season, titles per strategy)."""
    out = tmp_path / "s.csv"
    assert main(["--season", "1961", "-s", "heuristic", "random", "-n", "2", "--legends", "1", "--seed", "4",
                 "-q", "-o", str(out)]) == 0
    df = pl.read_csv(out)
    assert df.height == 2 * 3 and df["champion"].sum() == 2
    text = capsys.readouterr().out
    assert "titles" in text and "2 seasons of 1961" in text
    assert main(["--season", "1964", "-s", "heuristic", "random", "-n", "2", "--seed", "3", "-q", "-o", str(out)]) == 0
    assert pl.read_csv(out)["champion"].sum() == 2 and "2 seasons of 1964" in capsys.readouterr().out
    assert main(["--season", "1966", "-n", "1", "-q"]) == 2
    assert "1964, 1965" in capsys.readouterr().err
    assert main(["--season", "1961", "--booklet", "-s", "heuristic", "cautious", "-n", "1", "-q", "-o", str(out)]) == 0
    assert pl.read_csv(out)["champion"].sum() == 1


def test_season_option_refuses_out_dir_before_playing_rather_than_ignoring_it(tmp_path, capsys):
    """--out-dir writes races in Parquet parts; with --season it was silently ignored (nothing
    written). It is refused at once, naming --out as what to give, and nothing is written."""
    out = tmp_path / "parts"
    assert main(["--season", "1961", "-n", "2", "-q", "--out-dir", str(out)]) == 2
    err = capsys.readouterr().err
    assert "--out-dir" in err and "--out FILE" in err and not out.exists()


def test_list_tracks_marks_the_boards_that_cannot_be_raced_yet(capsys):
    """--list-tracks: a board a race runs on alone on its line; since issue 25 that is every board,
    the expansion boards included."""
    assert main(["--list-tracks"]) == 0
    lines = {line.split()[0]: line for line in capsys.readouterr().out.splitlines()}
    for board in ("usa", "france", "great_britain", "italy", "japan", "mexico", "netherlands", "spain"):
        assert lines[board] == board


def test_out_dir_on_an_existing_file_exits_2_with_a_message(tmp_path, capsys):
    """--out-dir naming a file (results.parquet left by --out) is refused in one line, before any race,
    and the file is left as it was; simulate(out=file) and a directory under a file are refused too."""
    import pytest
    import heat_widget as hw
    path = tmp_path / "results.parquet"
    path.write_bytes(b"kept")
    assert main(["-n", "1", "-q", "-p", "1", "--out-dir", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("heat-sim: error: --out-dir ") and "is a file: give a new or empty directory" in err
    assert "Traceback" not in err and len(err.splitlines()) == 1
    for out in (path, path / "sub"):
        with pytest.raises(ValueError, match="is a file, not a directory|cannot make the directory"):
            hw.simulate(track="usa", strategies=["heuristic"], n=1, processes=1, progress=False, out=str(out))
    assert path.read_bytes() == b"kept"
