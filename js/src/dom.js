// Tiny DOM helpers. Text is always set with textContent / createTextNode:
// player names and engine sentences are never parsed as HTML.
export const SVGNS = "http://www.w3.org/2000/svg";

function fill(node, attrs, children) {
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "text") node.textContent = String(v);
    else if (k.startsWith("on") && typeof v === "function") node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v === true ? "" : String(v));
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    node.appendChild(typeof c === "object" ? c : document.createTextNode(String(c)));
  }
  return node;
}

export function h(tag, attrs, ...children) {
  return fill(document.createElement(tag), attrs, children);
}

export function s(tag, attrs, ...children) {
  return fill(document.createElementNS(SVGNS, tag), attrs, children);
}

// Sets textContent only when it changed (cheap repaints while scrubbing).
export function setText(node, text) {
  const t = String(text ?? "");
  if (node.textContent !== t) node.textContent = t;
}

export function setAttr(node, name, value) {
  const v = String(value);
  if (node.getAttribute(name) !== v) node.setAttribute(name, v);
}

export function ordinal(n) {
  if (n === null || n === undefined) return "";
  const m100 = n % 100, m10 = n % 10;
  const suffix = m100 >= 11 && m100 <= 13 ? "th" : m10 === 1 ? "st" : m10 === 2 ? "nd" : m10 === 3 ? "rd" : "th";
  return `${n}${suffix}`;
}

export const CAR_COLOURS = {
  black: "#26282c", blue: "#1f6fd1", green: "#1f9d55", red: "#d62f2f",
  gray: "#8d96a0", grey: "#8d96a0", yellow: "#f2c418", orange: "#ee7a1b", purple: "#8a4fc7",
  white: "#f4f4f4", // the 9th car's (BGA's ninth constructor colour, expansions spec 1.2)
};

export function carFill(colour) {
  return CAR_COLOURS[colour] || "#777";
}

// Text colour readable on the car colour.
export function carInk(colour) {
  return ["yellow", "gray", "grey", "orange", "white"].includes(colour) ? "#111" : "#fff";
}
