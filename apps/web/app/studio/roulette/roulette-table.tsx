import { pocketColour } from "@croupier/games/table-rules";
import { useLingui } from "@lingui/react/macro";
import type { CSSProperties } from "react";
import { type PlacedBets, type Spot, spotCovers, spotKey } from "./bet-builder.ts";
import { spotName, spotText } from "./spot-labels.ts";
import { TABLE_SPOTS } from "./table-layout.ts";

// The felt: one button per spot (a chip goes on it), its stacked chips shown on it, and after a
// spin the spots that won lit up. Each button's name says the spot and what is on it.

export function RouletteTable({
  placed,
  winning,
  disabled,
  chipText,
  money,
  onPlace,
}: {
  placed: PlacedBets;
  /** The last pocket, to light the winning spots; null before a spin. */
  winning: number | null;
  disabled: boolean;
  chipText: (minor: number) => string;
  money: (minor: number) => string;
  onPlace: (spot: Spot) => void;
}) {
  const { i18n, t } = useLingui();
  return (
    <fieldset className="felt" aria-label={t`Betting table`}>
      {TABLE_SPOTS.map(({ spot, wide, tall }) => {
        const key = spotKey(spot);
        const amount = placed.get(key)?.amount ?? 0;
        const single = "numbers" in spot && spot.numbers.length === 1 ? spot.numbers[0] : undefined;
        const colour =
          single !== undefined
            ? pocketColour(single)
            : spot.kind === "red" || spot.kind === "black"
              ? spot.kind
              : "plain";
        const won = winning !== null && spotCovers(spot, winning);
        const name = spotName(i18n, spot);
        const style = {
          "--w-col": wide.col,
          "--w-row": wide.row,
          "--w-cspan": wide.colSpan,
          "--w-rspan": wide.rowSpan,
          "--t-col": tall.col,
          "--t-row": tall.row,
          "--t-cspan": tall.colSpan,
          "--t-rspan": tall.rowSpan,
        } as CSSProperties;
        return (
          <button
            key={key}
            type="button"
            className={`felt__spot felt__spot--${colour}${won ? " felt__spot--won" : ""}${single === undefined ? " felt__spot--outside" : ""}${tall.rowSpan > 1 ? " felt__spot--side" : ""}`}
            style={style}
            disabled={disabled}
            aria-label={amount > 0 ? t`${name}, ${money(amount)} placed` : name}
            onClick={() => onPlace(spot)}
          >
            <span className="felt__text" aria-hidden="true">
              {spotText(i18n, spot)}
            </span>
            {amount > 0 && (
              <span className="felt__chip" aria-hidden="true">
                {chipText(amount)}
              </span>
            )}
          </button>
        );
      })}
    </fieldset>
  );
}
