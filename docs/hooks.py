"""MkDocs hooks (mkdocs.yml `hooks:`), run by `mkdocs build`: each notebook of notebooks/ becomes a
page of the site (nbconvert's Markdown, as saved: without outputs, not executed), and the teaching
pages get live replays, standalone pages written by `RaceWidget.to_html` (the page `save_html`
writes: the widget's code inlined, no kernel, no network). Nothing here fetches anything."""
from __future__ import annotations

import re
from pathlib import Path

from mkdocs.structure.files import File, Files

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))
# the live replays: site path -> (track, players, legends, seed, laps, title); bots play them whole
REPLAYS = {
    "live/usa.html": ("usa", ["Ana", "Ben"], 2, 7, 1, "A race on USA: two heuristic bots and two Legends"),
    "live/japan.html": ("japan", ["Ana", "Ben"], 1, 1, 1, "A race on Japan: floods and chicanes"),
}
# a live replay at the top of a notebook's page (the notebooks that teach the rules on the board)
NOTEBOOK_REPLAYS = {"01_learn_heat": "live/usa.html", "08_expansions": "live/japan.html"}


def replay_html(track: str, players: list[str], legends: int, seed: int, laps: int, title: str) -> str:
    """A finished race between bots, as the standalone replay page save_html writes (every hand shown)."""
    import heat_widget as hw
    race = hw.Race.new(track=track, players=players, legends=legends, seed=seed, laps=laps)
    hw.bots.play_bots(race, {players[0]: hw.bots.heuristic, **{p: hw.bots.cautious for p in players[1:]}})
    return hw.RaceWidget(race, viewer=None).to_html(title=title)


def iframe(src: str, title: str) -> str:
    """The HTML that shows a live replay in a page (a path relative to that page)."""
    return (f'<iframe class="heat-replay" src="{src}" title="{title}" loading="lazy" '
            'style="width: 100%; height: 760px; border: 1px solid #8884; border-radius: 4px"></iframe>\n')


def notebook_page(path: Path) -> str:
    """A notebook as Markdown: its Markdown cells as they are, its code cells as python blocks."""
    import nbformat
    from nbconvert import MarkdownExporter
    notebook = nbformat.read(path, as_version=4)
    body, _ = MarkdownExporter().from_notebook_node(notebook)
    body = re.sub(r"\]\((\d\d_\w+)\.ipynb\)", r"](\1.md)", body)  # links between notebooks
    note = (f"!!! note \"`notebooks/{path.name}`\"\n    This page is the notebook as saved, without running it. "
            "To play it, open it in JupyterLab: the README's first command opens `01_learn_heat.ipynb`.\n\n")
    replay = NOTEBOOK_REPLAYS.get(path.stem)
    if replay is not None:
        note += f"A race played by bots, replayed here (a `save_html` page):\n\n{iframe('../' + replay, REPLAYS[replay][-1])}\n"
    first, _, rest = body.partition("\n")
    if first.startswith("# "):
        return f"{first}\n\n{note}{rest}"
    return f"# {path.stem}\n\n{note}{body}"


def on_files(files: Files, config) -> Files:
    for path in NOTEBOOKS:
        files.append(File.generated(config, f"notebooks/{path.stem}.md", content=notebook_page(path)))
    for target, spec in REPLAYS.items():
        files.append(File.generated(config, target, content=replay_html(*spec)))
    return files
