// heat_widget front-end: the anywidget ES module, built into heat_widget/static/widget.js
// (the stylesheet becomes heat_widget/static/widget.css).
import "./widget.css";
import "./teach.css";
import widget from "./app.js";

export default widget;
