import { pocketColour } from "@croupier/games/table-rules";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Spot } from "./bet-builder.ts";

// Names of the table's spots and colours, for the felt, the results and screen readers (the
// number's colour is always said in words, never shown by colour alone).

const COLOUR = { red: msg`red`, black: msg`black`, green: msg`green` };

export function colourName(i18n: I18n, pocket: number): string {
  return i18n._(COLOUR[pocketColour(pocket)]);
}

/** Short text on the felt. */
export function spotText(i18n: I18n, spot: Spot): string {
  if ("numbers" in spot) return spot.numbers.join("/");
  if ("index" in spot) {
    if (spot.kind === "column") return i18n._(msg`2 to 1`);
    return [i18n._(msg`1st 12`), i18n._(msg`2nd 12`), i18n._(msg`3rd 12`)][spot.index - 1] ?? "";
  }
  const names = {
    red: msg`Red`,
    black: msg`Black`,
    odd: msg`Odd`,
    even: msg`Even`,
    low: msg`1–18`,
    high: msg`19–36`,
  };
  return i18n._(names[spot.kind]);
}

/** What a spot is called in full: "17 black", "Column 2", "Dozen 13–24". */
export function spotName(i18n: I18n, spot: Spot): string {
  if ("numbers" in spot) {
    const [only] = spot.numbers;
    if (spot.numbers.length === 1 && only !== undefined) return `${only} ${colourName(i18n, only)}`;
    return spot.numbers.join("/");
  }
  if ("index" in spot) {
    const index = spot.index;
    if (spot.kind === "column") return i18n._(msg`Column ${index}`);
    const range = `${(index - 1) * 12 + 1}–${index * 12}`;
    return i18n._(msg`Dozen ${range}`);
  }
  return spotText(i18n, spot);
}
