// How the engine's words read for a person: action texts ("gear 3", "play 4 3", "boost", as
// race.act takes them; the buttons keep the text itself as data-action), decision prompts and
// the kinds of decisions. English shows the action text as it is; other languages translate it.
import { english } from "./i18n.js";

const BARE = new Set(["boost", "adrenaline", "done", "slipstream", "pass", "discard", "scrap", "accelerate", "noswap"]);

export function actionLabel(action, t = english) {
  const a = String(action ?? "");
  const w = a.split(/\s+/);
  const rest = w.slice(1).join(" ");
  if (w.length === 1 && BARE.has(w[0])) return t.p("action", w[0]);
  // what another seat may read of a decision (engine/view.py: action_seen_by)
  if (a === "choose a gear") return t("choose a gear");
  if (a === "play cards face down") return t("play cards face down");
  const faceDown = /^play (\d+) cards? face down$/.exec(a);
  if (faceDown) return t.n("play {n} card face down", "play {n} cards face down", Number(faceDown[1]));
  switch (w[0]) {
    case "gear": return t("gear {n}", { n: rest });
    case "cooldown": return t("cooldown {n}", { n: rest });
    case "slipstream": return t("slipstream {n}", { n: rest });
    case "play": return t("play {cards}", { cards: rest });
    case "discard": return t("discard {cards}", { cards: rest });
    case "salvage": return t("salvage {cards}", { cards: rest });
    case "brakes": return t("{card}: Speed {n}", { card: w[1], n: w[2] });
    case "heat": return t("Pay {card}'s Heat", { card: w[1] });
    case "replace": return t("Can't pay {card}: flip instead", { card: w[1] });
    case "direct": return t("Play {card} from hand", { card: w[1] });
    case "refresh": return t("Refresh {card}", { card: w[1] });
    case "draft": return t("Draft {card}", { card: w[1] });
    case "reduce": return t("Discard {n} Stress", { n: w[1] });
    // the expansions' symbols (engine: modules/expansion_symbols.py)
    case "supercool": return t.n("super cool {n} Heat card", "super cool {n} Heat cards", Number(w[1]));
    case "drafting": return t.n("draft {n} space forward", "draft {n} spaces forward", Number(w[1]));
    default: return a;
  }
}

// What the person deciding is asked, by kind of decision ("" for a kind not known here).
export function kindPrompt(kind, t = english) {
  switch (kind) {
    case "gear": return t("choose a gear");
    case "play": return t("select cards to play");
    case "react": return t("react");
    case "slipstream": return t("slipstream?");
    case "discard": return t("discard cards from your hand, or none");
    case "speed": return t("choose the Speed of a card");
    case "draft": return t("draft an upgrade card (click one in the market)");
    default: return "";
  }
}

// "1st", "2nd", "3rd", "4th" (Portuguese: "1.º"): the English suffix picks the message.
export function ordinalIn(t, n) {
  if (n === null || n === undefined) return "";
  const m100 = n % 100, m10 = n % 10;
  if (m100 >= 11 && m100 <= 13) return t.p("ordinal", "{n}th", { n });
  if (m10 === 1) return t.p("ordinal", "{n}st", { n });
  if (m10 === 2) return t.p("ordinal", "{n}nd", { n });
  if (m10 === 3) return t.p("ordinal", "{n}rd", { n });
  return t.p("ordinal", "{n}th", { n });
}
