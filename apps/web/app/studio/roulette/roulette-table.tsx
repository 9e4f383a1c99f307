import { PAYOUT_TO_ONE, pocketColour } from "@croupier/games/table-rules";
import { useLingui } from "@lingui/react/macro";
import { type CSSProperties, useState } from "react";
import { type PlacedBets, type Spot, spotCovers, spotKey } from "./bet-builder.ts";
import { groupName, payoutText, spotName, spotText } from "./spot-labels.ts";
import { BET_GROUPS, type BetGroup, betGroup, type Edge, type Placement, TABLE_SPOTS } from "./table-layout.ts";

// The felt: one button per spot (a chip goes on it), its stacked chips shown on it, and after a
// spin the spots that won lit up. Each button's name says the spot and what is on it. The inside
// bets of more than one number are small buttons on the lines between the numbers; pointing at
// one (or focusing it) lights the numbers it covers. On a phone those lines are too close to tap,
// so a bet-type selector shows one type's spots at a time, drawn large (CSS, below 640 px).

const SELF = { "-1": "start", "0": "center", "1": "end" } as const;

function placementStyle(
  prefix: "w" | "t",
  placement: Placement,
  edge: Edge | undefined,
): Record<string, string | number> {
  const style: Record<string, string | number> = {
    [`--${prefix}-col`]: placement.col,
    [`--${prefix}-row`]: placement.row,
    [`--${prefix}-cspan`]: placement.colSpan,
    [`--${prefix}-rspan`]: placement.rowSpan,
  };
  if (edge) {
    style[`--${prefix}-jx`] = SELF[edge.x];
    style[`--${prefix}-jy`] = SELF[edge.y];
    style[`--${prefix}-sx`] = edge.x;
    style[`--${prefix}-sy`] = edge.y;
  }
  return style;
}

export function BetTypePicker({ value, onChange }: { value: BetGroup; onChange: (group: BetGroup) => void }) {
  const { i18n, t } = useLingui();
  const hints: Record<BetGroup, string> = {
    straight: t`Tap a number.`,
    split: t`Tap the line between two numbers.`,
    street: t`Tap a row of three numbers, or a trio at the zero.`,
    corner: t`Tap where four numbers meet, or the first four at the zero.`,
    six_line: t`Tap the line between two rows.`,
  };
  return (
    <fieldset className="bet-types">
      <legend className="chips__legend">{t`Bet type`}</legend>
      <div className="bet-types__row">
        {BET_GROUPS.map((group) => (
          <button
            key={group}
            type="button"
            className="bet-types__type"
            aria-pressed={value === group}
            onClick={() => onChange(group)}
          >
            <span className="bet-types__name">{groupName(i18n, group)}</span>
            <span className="bet-types__pays">{payoutText(i18n, PAYOUT_TO_ONE[group])}</span>
          </button>
        ))}
      </div>
      <p className="bet-types__hint">{hints[value]}</p>
    </fieldset>
  );
}

export function RouletteTable({
  placed,
  winning,
  disabled,
  betType = "straight",
  chipText,
  money,
  onPlace,
}: {
  placed: PlacedBets;
  /** The last pocket, to light the winning spots; null before a spin. */
  winning: number | null;
  disabled: boolean;
  /** The phone's bet-type selector: which line spots are drawn large (the wide felt shows them all). */
  betType?: BetGroup;
  chipText: (minor: number) => string;
  money: (minor: number) => string;
  onPlace: (spot: Spot) => void;
}) {
  const { i18n, t } = useLingui();
  const [preview, setPreview] = useState<Spot | null>(null);
  return (
    <fieldset className="felt" aria-label={t`Betting table`} data-bet-type={betType}>
      {TABLE_SPOTS.map(({ spot, wide, tall, edge }) => {
        const key = spotKey(spot);
        const amount = placed.get(key)?.amount ?? 0;
        const won = winning !== null && spotCovers(spot, winning);
        const name = spotName(i18n, spot);
        const style = {
          ...placementStyle("w", wide, edge?.wide),
          ...placementStyle("t", tall, edge?.tall),
        } as CSSProperties;
        const label = amount > 0 ? t`${name}, ${money(amount)} placed` : name;
        const chip = amount > 0 && (
          <span className="felt__chip" aria-hidden="true">
            {chipText(amount)}
          </span>
        );
        if (edge) {
          const group = betGroup(spot);
          return (
            <button
              key={key}
              type="button"
              className={`felt__line felt__line--${group}${amount > 0 ? " felt__line--staked" : ""}${won ? " felt__line--won" : ""}${edge.tall.x === 0 ? " felt__line--t-row" : ""}`}
              data-kind={spot.kind}
              style={style}
              disabled={disabled}
              aria-label={label}
              onClick={() => onPlace(spot)}
              onPointerEnter={() => setPreview(spot)}
              onPointerLeave={() => setPreview(null)}
              onFocus={() => setPreview(spot)}
              onBlur={() => setPreview(null)}
            >
              {chip}
            </button>
          );
        }
        const single = "numbers" in spot && spot.numbers.length === 1 ? spot.numbers[0] : undefined;
        const colour =
          single !== undefined
            ? pocketColour(single)
            : spot.kind === "red" || spot.kind === "black"
              ? spot.kind
              : "plain";
        const covered = single !== undefined && preview !== null && spotCovers(preview, single);
        return (
          <button
            key={key}
            type="button"
            className={`felt__spot felt__spot--${colour}${won ? " felt__spot--won" : ""}${single === undefined ? " felt__spot--outside" : " felt__spot--number"}${tall.rowSpan > 1 ? " felt__spot--side" : ""}${covered ? " felt__spot--covered" : ""}`}
            style={style}
            disabled={disabled}
            aria-label={label}
            onClick={() => onPlace(spot)}
          >
            <span className="felt__text" aria-hidden="true">
              {spotText(i18n, spot)}
            </span>
            {chip}
          </button>
        );
      })}
    </fieldset>
  );
}
