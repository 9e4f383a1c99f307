import type { StudioPlay } from "@croupier/contract/schemas/studio";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useMemo, useState } from "react";
import { isFiatCurrency } from "../../lib/player.ts";
import { betLadder } from "../bet-ladder.ts";
import { winTone } from "../feedback.ts";
import { PlayButton } from "../play-button.tsx";
import type { RouletteInfo, RouletteOutcome } from "../types.ts";
import { useMoney } from "../use-money.ts";
import type { StudioGame } from "../use-studio-game.ts";
import {
  addChip,
  type ChipRefusal,
  invalidStacks,
  type PlacedBets,
  type Spot,
  type TableLimits,
  toPlaceBets,
  totalStake,
} from "./bet-builder.ts";
import { BetTypePicker, RouletteTable } from "./roulette-table.tsx";
import { colourName, spotName } from "./spot-labels.ts";
import type { BetGroup } from "./table-layout.ts";
import "./roulette.css";

// European single-zero roulette: pick a chip, place it on the felt (chips stack), Spin the wheel.
// Bets stay on the table after a spin so the player can spin them again or Clear them.

export function RouletteScreen({
  game,
  info,
  onBet,
}: {
  game: StudioGame;
  info: RouletteInfo;
  onBet: (bet: number) => void;
}) {
  const { t, i18n } = useLingui();
  const money = useMoney(game.session?.currency ?? "");
  const chips = useMemo(() => betLadder(info.per_position, 6), [info.per_position]);
  const limits: TableLimits = useMemo(
    () => ({ perPosition: info.per_position, maxTotal: info.max_total, maxBets: info.max_bets_per_spin }),
    [info],
  );
  const [chip, setChip] = useState(chips[0] ?? info.per_position.min);
  const [placed, setPlaced] = useState<PlacedBets>(new Map());
  const [betType, setBetType] = useState<BetGroup>("straight");
  const [refused, setRefused] = useState<ChipRefusal | null>(null);
  const [outcome, setOutcome] = useState<RouletteOutcome | null>(null);
  const [play, setPlay] = useState<StudioPlay | null>(null);
  const total = totalStake(placed);
  const invalid = invalidStacks(placed, limits);

  useEffect(() => onBet(total), [total, onBet]);

  function place(spot: Spot) {
    const result = addChip(placed, spot, chip, limits);
    if ("refused" in result) {
      setRefused(result.refused);
      return;
    }
    setRefused(null);
    setPlaced(result.placed);
  }

  async function spin() {
    const played = await game.play({ type: "place_bets", bets: toPlaceBets(placed) });
    if (!played) return;
    const next = played.outcome as RouletteOutcome;
    setOutcome(next);
    setPlay(played);
    const colour = colourName(i18n, next.pocket);
    game.announce(
      played.win > 0
        ? t`The ball lands on ${next.pocket} ${colour}. You get back ${money(played.win)} for ${money(played.stake)} staked.`
        : t`The ball lands on ${next.pocket} ${colour}. No win this spin.`,
    );
  }

  const refusalText: Record<ChipRefusal, string> = {
    position_max: t`That spot is at the table's maximum of ${money(info.per_position.max)}.`,
    total_max: t`The table takes at most ${money(info.max_total)} per spin.`,
    bets_max: t`The table takes at most ${info.max_bets_per_spin} bets per spin.`,
  };
  const hint =
    placed.size === 0
      ? t`Place a chip on the table to spin.`
      : invalid.length > 0
        ? t`Each bet must be at least ${money(info.per_position.min)}, in steps of ${money(info.per_position.step)}.`
        : undefined;
  const tone = play ? winTone(play.win, play.stake, game.session?.rules.celebrate_only_real_wins ?? true) : "loss";
  // Chips show a bare compact number (the currency is in the status bar and in each chip's name).
  const unit = isFiatCurrency(game.session?.currency ?? "") ? 100 : 1e8;
  const chipText = (minor: number) =>
    new Intl.NumberFormat(i18n.locale, { notation: "compact", maximumFractionDigits: 2 }).format(minor / unit);

  return (
    <section className="roulette" aria-label={t`Roulette`}>
      <div className="roulette__top">
        <div
          className={`roulette__pocket roulette__pocket--${outcome?.colour ?? "none"}`}
          data-testid="roulette-pocket"
        >
          {outcome ? (
            <>
              <span className="roulette__number">{outcome.pocket}</span>
              <span className="roulette__colour">{colourName(i18n, outcome.pocket)}</span>
            </>
          ) : (
            <span className="roulette__colour">
              <Trans>Place your bets</Trans>
            </span>
          )}
        </div>
        <div className={`roulette__result roulette__result--${tone}`}>
          {play && outcome && (
            <>
              <p className="roulette__result-head">
                {play.win > 0 ? (
                  tone === "win" ? (
                    <Trans>Win {money(play.win)}</Trans>
                  ) : (
                    <Trans>Paid {money(play.win)}</Trans>
                  )
                ) : (
                  <Trans>No win</Trans>
                )}
              </p>
              <ul className="roulette__bets">
                {outcome.bets.map((bet, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: results keep the order of the bets sent.
                  <li key={i} className={bet.won ? "roulette__bet--won" : undefined}>
                    {spotName(i18n, bet.bet as Spot)} · {money(bet.bet.amount)}{" "}
                    {bet.won ? <Trans>pays {money(bet.win)}</Trans> : <Trans>lost</Trans>}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </div>
      <BetTypePicker value={betType} onChange={setBetType} />
      <RouletteTable
        placed={placed}
        betType={betType}
        winning={outcome && !game.busy ? outcome.pocket : null}
        disabled={game.busy || game.status !== "ready"}
        chipText={chipText}
        money={money}
        onPlace={place}
      />
      {refused && (
        <p className="roulette__refused" role="alert">
          {refusalText[refused]}
        </p>
      )}
      <div className="roulette__controls">
        <fieldset className="chips">
          <legend className="chips__legend">
            <Trans>Chip value</Trans>
          </legend>
          <div className="chips__row">
            {chips.map((value) => (
              <button
                key={value}
                type="button"
                className="chips__chip"
                aria-pressed={chip === value}
                aria-label={money(value)}
                onClick={() => setChip(value)}
              >
                {chipText(value)}
              </button>
            ))}
          </div>
        </fieldset>
        <p className="roulette__total">
          <Trans>Total bet: {money(total)}</Trans>
        </p>
        <div className="roulette__actions">
          <button
            type="button"
            className="studio-button studio-button--ghost"
            disabled={placed.size === 0 || game.busy}
            onClick={() => {
              setPlaced(new Map());
              setRefused(null);
            }}
          >
            <Trans>Clear</Trans>
          </button>
          <PlayButton
            game={game}
            label={t`Spin the wheel`}
            onPlay={spin}
            disabled={placed.size === 0 || invalid.length > 0}
            hint={hint}
          />
        </div>
      </div>
      <details className="studio-panel">
        <summary className="studio-panel__summary">
          <Trans>Rules and payouts</Trans>
        </summary>
        <div className="studio-panel__body">
          <ul className="paytable__rules">
            <li>
              <Trans>European roulette with a single zero: the ball lands on one of 37 numbers.</Trans>
            </li>
            <li>
              <Trans>Straight up (one number) pays 35 to 1.</Trans>
            </li>
            <li>
              <Trans>Split (two neighbouring numbers, or 0 with 1, 2 or 3) pays 17 to 1.</Trans>
            </li>
            <li>
              <Trans>Street (a row of three) and trio (0, 1, 2 or 0, 2, 3) pay 11 to 1.</Trans>
            </li>
            <li>
              <Trans>Corner (four numbers that meet) and first four (0, 1, 2, 3) pay 8 to 1.</Trans>
            </li>
            <li>
              <Trans>Six line (two rows, six numbers) pays 5 to 1.</Trans>
            </li>
            <li>
              <Trans>Dozens and columns pay 2 to 1.</Trans>
            </li>
            <li>
              <Trans>Red, black, odd, even, 1–18 and 19–36 pay 1 to 1; zero loses them.</Trans>
            </li>
            <li>
              <Trans>
                Each bet from {money(info.per_position.min)} to {money(info.per_position.max)}; at most{" "}
                {money(info.max_total)} per spin.
              </Trans>
            </li>
            {typeof game.session?.rtp_percent === "number" && (
              <li>
                <Trans>Return to player: {game.session.rtp_percent} %.</Trans>
              </li>
            )}
          </ul>
        </div>
      </details>
    </section>
  );
}
