// Annotations: a teacher's comment on a step (race.annotate in Python), shown with the story of
// that step; in a live notebook the teacher can write one for the step shown. A list of the
// annotated steps jumps to each.
import { h, setText } from "./dom.js";
import { english } from "./i18n.js";

export function createNotes({ send, go, t = english }) {
  const text = h("div", { class: "hw-note-text" });
  const shown = h("div", { class: "hw-note", role: "note", hidden: true }, h("span", { class: "hw-note-label" }, t("Teacher\u2019s note")), text);
  const edit = h("button", { type: "button", class: "hw-btn hw-note-edit" }, t("Annotate this step"));
  const area = h("textarea", { class: "hw-note-input", rows: "2", "aria-label": t("Note on this step"), maxlength: "2000" });
  const save = h("button", { type: "button", class: "hw-btn hw-note-save" }, t("Save note"));
  const cancel = h("button", { type: "button", class: "hw-btn hw-note-cancel" }, t("Cancel"));
  const form = h("div", { class: "hw-note-form", hidden: true }, area, save, cancel);
  const list = h("ol", { class: "hw-note-list", "aria-label": t("Annotated steps"), hidden: true });
  const el = h("div", { class: "hw-notes" }, shown, edit, form, list);
  let step = -1;
  let lastList = null;

  edit.addEventListener("click", () => {
    form.hidden = false;
    edit.hidden = true;
    area.value = text.textContent || "";
    area.focus();
  });
  cancel.addEventListener("click", () => { form.hidden = true; edit.hidden = false; });
  save.addEventListener("click", () => {
    send({ type: "annotate", step, text: area.value });
    form.hidden = true;
    edit.hidden = false;
  });
  // typing in the note must not step the replay (the widget's arrow keys)
  area.addEventListener("keydown", (ev) => ev.stopPropagation());

  // notes: {step: text}; editable: a live notebook (not a saved page)
  function update(i, notes, editable) {
    if (i !== step) { form.hidden = true; step = i; }
    const note = notes && notes[String(i)];
    shown.hidden = !note;
    shown.dataset.step = String(i);
    setText(text, note || "");
    edit.hidden = !editable || !form.hidden;
    setText(edit, note ? t("Edit note") : t("Annotate this step"));
    const keys = Object.keys(notes || {}).map(Number).filter(Number.isInteger).sort((a, b) => a - b);
    const key = JSON.stringify([keys, notes]);
    if (key !== lastList) {
      lastList = key;
      list.hidden = !keys.length;
      list.replaceChildren(...keys.map((k) => h("li", {},
        h("button", { type: "button", class: "hw-btn hw-note-jump", "data-step": k, onclick: () => go(k) }, t("Step {n}", { n: k })),
        h("span", { class: "hw-note-snippet" }, ` ${notes[String(k)]}`))));
    }
    for (const b of list.querySelectorAll("button")) b.classList.toggle("hw-on", Number(b.dataset.step) === i);
  }

  return { el, update };
}
