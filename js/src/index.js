// heat_widget front-end: the anywidget ES module, built into heat_widget/static/widget.js
// (the stylesheet becomes heat_widget/static/widget.css). One module for both widgets: a model
// with a `build` state is a Championship's build step (build.js), any other a race (app.js).
import "./widget.css";
import "./teach.css";
import "./hazards.css";
import race from "./app.js";
import { renderBuild } from "./build.js";

const isBuild = (model) => !!model.get("build");

export default {
  initialize(ctx) { if (!isBuild(ctx.model)) return race.initialize(ctx); },
  render(ctx) { return isBuild(ctx.model) ? renderBuild(ctx) : race.render(ctx); },
};
