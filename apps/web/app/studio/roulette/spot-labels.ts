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

/** What a spot is called in full: "17 black", "Split 17/20", "Six line 13–18", "Column 2", "Dozen 13–24". */
export function spotName(i18n: I18n, spot: Spot): string {
  if ("numbers" in spot) {
    const numbers = [...spot.numbers].sort((a, b) => a - b);
    const first = numbers[0] ?? 0;
    const list = numbers.join(", ");
    const range = `${first}–${numbers[numbers.length - 1] ?? first}`;
    switch (spot.kind) {
      case "straight":
        return `${first} ${colourName(i18n, first)}`;
      case "split": {
        const pair = numbers.join("/");
        return i18n._(msg`Split ${pair}`);
      }
      case "street":
        return i18n._(msg`Street ${range}`);
      case "trio":
        return i18n._(msg`Trio ${list}`);
      case "corner":
        return i18n._(msg`Corner ${list}`);
      case "first_four":
        return i18n._(msg`First four ${list}`);
      case "six_line":
        return i18n._(msg`Six line ${range}`);
    }
  }
  if ("index" in spot) {
    const index = spot.index;
    if (spot.kind === "column") return i18n._(msg`Column ${index}`);
    const range = `${(index - 1) * 12 + 1}–${index * 12}`;
    return i18n._(msg`Dozen ${range}`);
  }
  return spotText(i18n, spot);
}

const GROUP_NAMES = {
  straight: msg`Straight`,
  split: msg`Split`,
  street: msg`Street`,
  corner: msg`Corner`,
  six_line: msg`Six line`,
};

/** The bet-type selector's names. */
export function groupName(i18n: I18n, group: keyof typeof GROUP_NAMES): string {
  return i18n._(GROUP_NAMES[group]);
}

/** "17 to 1", the way the rules state a payout. */
export function payoutText(i18n: I18n, toOne: number): string {
  return i18n._(msg`${toOne} to 1`);
}
