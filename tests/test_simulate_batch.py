"""simulate with batch races (issue 15): the same table as recorded races give, every race of a batch
opens again as a full Race, results stream to partitioned Parquet, and a real Dask cluster gives the
same results as a local run."""
import json

import polars as pl
import pytest

import heat_widget as hw
from heat_widget.analysis import SimulationError, SimulationResults
from heat_widget.analysis import results as results_module
from heat_widget.analysis.batch import COLUMN_NAMES, race_seed, summarise_race

KW = dict(track="usa", strategies=["heuristic", "cautious", "random"], n=6, seed=3, legends=2, laps=1,
          progress=False)


@pytest.fixture(scope="module")
def results():
    return hw.simulate(**KW)


def recorded(i: int) -> hw.Race:
    """Race i of the batch, played again by the bots in a race that records everything."""
    return hw.analysis.play_race(track="usa", strategies=KW["strategies"], seed=race_seed(3, i), legends=2, laps=1)


def test_batch_rows_are_those_of_recorded_races(results):
    """The statistics counted as events happen (a batch race keeps none) equal those read from the
    events of the same race recorded."""
    labels = {name: name for name in KW["strategies"]}
    for i in range(KW["n"]):
        assert results.filter(pl.col("race") == i).rows() == summarise_race(recorded(i), labels, i)


def test_any_race_of_a_batch_opens_as_a_full_race(results):
    """hw.replay(results, i) and results.race(i): the whole race, from its kept decisions."""
    assert isinstance(results, SimulationResults) and isinstance(results, pl.DataFrame)
    assert results.logs.height == KW["n"] and results.logs.columns == ["race", "seed", "log"]
    for i in (0, 4):
        again = recorded(i)
        race = hw.replay(results, i)
        assert race.to_json() == again.to_json() and race.timeline == again.timeline
        assert results.race(i).standings == again.standings
        assert not results.race(i, record=False).recording
    with pytest.raises(KeyError, match="race 99 is not in these results"):
        hw.replay(results, 99)
    with pytest.raises(TypeError, match="polars drops the decisions"):
        hw.replay(results.filter(pl.col("race") == 1), 1)


def test_the_results_of_a_failed_batch_open_too():
    """`.partial` keeps the decisions of the finished races as well."""
    seen = [0]

    def fails_in_third(view, decision):
        if decision.kind == "gear" and view.round == 1:
            seen[0] += 1
            if seen[0] == 3:
                raise RuntimeError("boom")
        return hw.bots.heuristic(view, decision)

    with pytest.raises(SimulationError) as info:
        hw.simulate(track="usa", strategies={"Ana": fails_in_third}, n=4, seed=1, laps=1, progress=False)
    assert info.value.partial.race(1).finished


def test_results_stream_to_partitioned_parquet(tmp_path, monkeypatch, results):
    """out=DIR: rows and decisions are written in parts as races finish; simulate returns a LazyFrame
    over them; hw.replay(DIR, i) opens a race; a directory that holds a batch is not overwritten."""
    monkeypatch.setattr(results_module, "FLUSH_RACES", 2)
    out = tmp_path / "batch"
    lazy = hw.simulate(**KW, out=str(out))
    assert isinstance(lazy, pl.LazyFrame)
    assert lazy.collect().sort("race", maintain_order=True).equals(pl.DataFrame(results))
    assert len(list((out / "results").glob("part-*.parquet"))) == 3
    assert json.loads((out / "batch.json").read_text())["batch"]["track"] == "usa"
    assert hw.replay(str(out), 4).to_json() == results.race(4).to_json()
    with pytest.raises(ValueError, match="already holds a batch"):
        hw.simulate(**KW, out=str(out))


def test_a_failed_batch_keeps_its_parquet_parts(tmp_path):
    seen = [0]

    def illegal_in_race_2(view, decision):
        if decision.kind == "gear" and view.round == 1:
            seen[0] += 1
            if seen[0] == 3:
                return "gear 9"
        return hw.bots.heuristic(view, decision)

    with pytest.raises(SimulationError, match=f"in {tmp_path}") as info:
        hw.simulate(track="usa", strategies={"Ana": illegal_in_race_2}, n=4, seed=1, laps=1, progress=False,
                    out=str(tmp_path / "b"))
    assert sorted(info.value.partial.collect()["race"].to_list()) == [0, 1]


def test_simulate_on_a_real_dask_cluster_equals_the_local_run(results):
    """A two-worker dask.distributed LocalCluster (worker processes, on 127.0.0.1 only) runs the
    batch through its executor: the same rows and decisions as the local run."""
    distributed = pytest.importorskip("distributed", reason="the [dask] extra is not installed")
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
                                  dashboard_address=None) as cluster, distributed.Client(cluster) as client:
        assert len(client.scheduler_info()["workers"]) == 2
        on_dask = hw.simulate(**KW, executor=client.get_executor(), chunk_size=2)
    assert on_dask.equals(results) and on_dask.logs.equals(results.logs)
    assert on_dask.columns == list(COLUMN_NAMES)


def test_results_kept_in_packs_are_the_same(monkeypatch, results):
    """Rows become polars frames in packs as races arrive (memory): the table is the same."""
    from heat_widget.analysis import batch
    monkeypatch.setattr(batch._Collect, "PACK", 2)
    packed = hw.simulate(**KW)
    assert packed.equals(results) and packed.logs.equals(results.logs)
    packed = hw.simulate(**KW, processes=2, chunk_size=1)
    assert packed.equals(results) and packed.logs.equals(results.logs)


@pytest.mark.parametrize("content", [None, "{not json", '{"format": "heat_widget/batch", "batch": 3}', "x" * 1_000_002])
def test_replay_from_a_directory_without_a_good_batch_description_names_it(tmp_path, content):
    """hw.replay(dir, i) on a directory that simulate(out=...) did not write (no batch.json, bad JSON,
    a wrong shape, an oversized file read no further than its cap) is the project's RaceFileError,
    naming the file and what to give, not a bare FileNotFoundError / JSONDecodeError / KeyError."""
    if content is not None:
        (tmp_path / "batch.json").write_text(content, encoding="utf-8")
    with pytest.raises(hw.RaceFileError, match="batch") as info:
        hw.replay(tmp_path, 0)
    assert isinstance(info.value, hw.HeatError) and len(str(info.value)) < 400
    with pytest.raises(hw.BadArgument, match="race number"):
        hw.replay(tmp_path, "0")
