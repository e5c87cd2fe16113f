# /// script
# dependencies = ["heat_widget", "marimo"]
# ///
# A race in marimo: the same widget through mo.ui.anywidget. Run it as an app with
#     marimo run notebooks/04_marimo.py
# or edit it with `marimo edit notebooks/04_marimo.py`.
import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium")


@app.cell
def _():
    import marimo as mo

    import heat_widget as hw
    return hw, mo


@app.cell
def _(mo):
    mo.md("""
    # Heat: Pedal to the Metal, in marimo

    You drive **Ana** against a bot and a Legend. Click a gear, then select your cards: the board
    shows where they would take you before you play them. The coach (the built-in heuristic bot)
    says what it would do in your seat, and why; *Take advice* plays it.
    """)
    return


@app.cell
def _(hw, mo):
    race = hw.Race.new(track="usa", players=["Ana", "Ben"], legends=1, seed=7)
    board = mo.ui.anywidget(hw.RaceWidget(race, bots={"Ben": hw.bots.heuristic}, coach=True))
    board
    return board, race


@app.cell
def _(board, mo):
    # reactive: runs again whenever the step shown in the widget changes
    mo.md(f"Showing step **{board.value['step']}** of the race (`race.timeline[{board.value['step']}]`).")
    return


if __name__ == "__main__":
    app.run()
