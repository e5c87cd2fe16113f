// The widget's words in the person's language. Python sends `messages`: the `widget` catalogue
// of the chosen language (heat_widget/data/locale/<lang>/LC_MESSAGES/widget.po) as
// {msgid: msgstr, msgid: [singular, plural], "context\u0004msgid": msgstr}; English sends {} and
// the source texts below are shown as they are.
//
// Every text a person reads is written in English in a t() call with a plain "double-quoted"
// literal (tests/test_widget_language.py extracts them and checks the catalogues):
//   t("Waiting for {names}", { names })         a message with {named} fields
//   t.n("{n} card", "{n} cards", n, { n })       singular / plural (both languages: plural = n != 1)
//   t.p("event", kind)                          a message in a context (event kinds, decisions)
// Player names, card ids and the engine's sentences are values, never translated here.

const fill = (text, fields) =>
  fields ? text.replace(/\{(\w+)\}/g, (all, k) => (k in fields && fields[k] !== undefined && fields[k] !== null ? String(fields[k]) : all)) : text;

export function translator(messages) {
  const m = messages && typeof messages === "object" ? messages : {};
  const found = (key) => (typeof m[key] === "string" && m[key] ? m[key] : null);
  const t = (msgid, fields) => fill(found(msgid) ?? msgid, fields);
  t.n = (singular, plural, n, fields) => {
    const forms = m[singular];
    const i = n === 1 ? 0 : 1; // English and Portuguese alike (the test checks each Plural-Forms)
    const own = Array.isArray(forms) && typeof forms[i] === "string" && forms[i] ? forms[i] : null;
    return fill(own ?? (i === 0 ? singular : plural), { n, ...(fields || {}) });
  };
  // A word of the engine's (an event kind, a decision kind): "spin_out" reads "spin out" in English.
  t.p = (context, msgid, fields) => fill(found(`${context}\u0004${msgid}`) ?? String(msgid).replace(/_/g, " "), fields);
  return t;
}

// The source texts (English), for parts drawn without a widget model (the tests' boards).
export const english = translator({});
