// Championship press corners: a "PRESS" badge beside each corner line the race's Event card names
// (advanced booklet, Press Corner). `track.press_corners` lists those lines by after_space.
import { s } from "./dom.js";
import { fmt } from "./geometry.js";
import { english } from "./i18n.js";

export function drawPress(track, g, t = english) {
  const group = s("g", { class: "hw-press-corners" });
  for (const after of track.press_corners || []) {
    const b = g.front[g.wrap(after)];
    if (!b) continue;
    const side = -g.outerSign(b); // the inner side: the speed-limit badge is outside
    const e = side > 0 ? b.e2 : b.e1;
    const w = g.laneW * 2.1, hgt = g.laneW * 0.8;
    const cx = e.x + b.n.x * side * w * 0.75, cy = e.y + b.n.y * side * w * 0.75;
    group.appendChild(s("g", { class: "hw-press", "data-after": after },
      s("title", {}, t("Press corner after space {space}: a Sponsorship card for crossing it by slipstream or at 2 over its limit", { space: after })),
      s("rect", { x: fmt(cx - w / 2), y: fmt(cy - hgt / 2), width: fmt(w), height: fmt(hgt), rx: fmt(hgt / 3) }),
      s("text", { x: fmt(cx), y: fmt(cy), "text-anchor": "middle", "dominant-baseline": "central",
        style: `font-size:${fmt(hgt * 0.62)}px` }, t("PRESS"))));
  }
  return group;
}
