import type { StudioPlay } from "@croupier/contract/schemas/studio";
import { Trans, useLingui } from "@lingui/react/macro";
import { type CSSProperties, useEffect, useId, useMemo, useState } from "react";
import { betLadder, nearestStake } from "../bet-ladder.ts";
import { PlayButton } from "../play-button.tsx";
import { StakePicker } from "../stake-picker.tsx";
import type { DiceDirection, DiceInfo, DiceOutcome } from "../types.ts";
import { useMoney } from "../use-money.ts";
import type { StudioGame } from "../use-studio-game.ts";
import { chancePercent, clampChance, parseChance } from "./dice-maths.ts";
import { quoteDice } from "./dice-quote.ts";
import "./dice.css";

// Dice: choose over or under and a win chance within the table's range; the target and the
// multiplier follow live. A roll of 0.00–99.99 wins under (roll < target) or over (roll > target).

const DEFAULT_CHANCE_BP = 4_950;

export function DiceScreen({ game, info, onBet }: { game: StudioGame; info: DiceInfo; onBet: (bet: number) => void }) {
  const { t, i18n } = useLingui();
  const money = useMoney(game.session?.currency ?? "");
  const ladder = useMemo(() => betLadder(info.bet_limits, 12), [info.bet_limits]);
  const [bet, setBet] = useState(() => nearestStake(ladder, 100));
  const [direction, setDirection] = useState<DiceDirection>("under");
  const [chance, setChance] = useState(() => clampChance(DEFAULT_CHANCE_BP, info.min_chance_bp, info.max_chance_bp));
  const chanceLabel = (bp: number) =>
    new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 2, useGrouping: false }).format(chancePercent(bp));
  const [chanceText, setChanceText] = useState(() => chanceLabel(chance));
  const [last, setLast] = useState<{ outcome: DiceOutcome; play: StudioPlay } | null>(null);
  const chanceId = useId();
  const { target, multiplier, payout } = quoteDice(info.house_edge_bp, direction, chance, bet);
  const number = (value: number, digits = 2) =>
    new Intl.NumberFormat(i18n.locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);

  useEffect(() => onBet(bet), [bet, onBet]);

  function setChanceBp(value: number) {
    const clamped = clampChance(value, info.min_chance_bp, info.max_chance_bp);
    setChance(clamped);
    setChanceText(chanceLabel(clamped));
  }

  async function roll() {
    const played = await game.play({ type: "roll", bet, direction, target });
    if (!played) return;
    const outcome = played.outcome as DiceOutcome;
    setLast({ outcome, play: played });
    const rolled = number(outcome.roll / 100);
    const aim = direction === "under" ? t`under ${number(target / 100)}` : t`over ${number(target / 100)}`;
    game.announce(
      outcome.won
        ? t`Rolled ${rolled}, ${aim}: you win ${money(played.win)}.`
        : t`Rolled ${rolled}, not ${aim}: no win.`,
    );
  }

  const markerStyle = last ? ({ "--roll": `${last.outcome.roll / 100}%` } as CSSProperties) : undefined;
  const winZone =
    direction === "under"
      ? ({ "--from": "0%", "--to": `${target / 100}%` } as CSSProperties)
      : ({ "--from": `${target / 100}%`, "--to": "100%" } as CSSProperties);

  return (
    <section className="dice" aria-label={t`Dice`}>
      <div
        className={`dice__roll dice__roll--${last ? (last.outcome.won ? "won" : "lost") : "none"}`}
        data-testid="dice-roll"
      >
        {last ? (
          <>
            <span className="dice__number">{number(last.outcome.roll / 100)}</span>
            <span className="dice__verdict">
              {last.outcome.won ? <Trans>Win {money(last.play.win)}</Trans> : <Trans>No win</Trans>}
            </span>
          </>
        ) : (
          <span className="dice__verdict">
            <Trans>Roll 0.00 – 99.99</Trans>
          </span>
        )}
      </div>
      <div className="dice__track" style={winZone} aria-hidden="true">
        <span className="dice__zone" />
        <span className="dice__target" style={{ "--at": `${target / 100}%` } as CSSProperties} />
        {last && <span className="dice__marker" style={markerStyle} />}
        <span className="dice__tick dice__tick--0">0</span>
        <span className="dice__tick dice__tick--50">50</span>
        <span className="dice__tick dice__tick--100">100</span>
      </div>
      <div className="dice__controls">
        <fieldset className="dice__direction">
          <legend className="dice__label">
            <Trans>Win when the roll is</Trans>
          </legend>
          <div className="segmented">
            <button
              type="button"
              className="segmented__option"
              aria-pressed={direction === "under"}
              onClick={() => setDirection("under")}
            >
              <Trans>Under</Trans>
            </button>
            <button
              type="button"
              className="segmented__option"
              aria-pressed={direction === "over"}
              onClick={() => setDirection("over")}
            >
              <Trans>Over</Trans>
            </button>
          </div>
        </fieldset>
        <div className="dice__chance">
          <label className="dice__label" htmlFor={chanceId}>
            <Trans>Win chance (%)</Trans>
          </label>
          <div className="dice__chance-row">
            <input
              type="range"
              className="dice__slider"
              min={info.min_chance_bp}
              max={info.max_chance_bp}
              step={50}
              value={chance}
              aria-label={t`Win chance slider`}
              aria-valuetext={`${number(chance / 100)} %`}
              onChange={(event) => setChanceBp(Number(event.target.value))}
            />
            <input
              id={chanceId}
              className="dice__chance-input"
              inputMode="decimal"
              value={chanceText}
              onChange={(event) => {
                setChanceText(event.target.value);
                const parsed = parseChance(event.target.value, info.min_chance_bp, info.max_chance_bp);
                if (parsed !== null) setChance(parsed);
              }}
              onBlur={() => setChanceText(chanceLabel(chance))}
            />
          </div>
          <p className="dice__range">
            <Trans>
              From {number(info.min_chance_bp / 100)} % to {number(info.max_chance_bp / 100)} %
            </Trans>
          </p>
        </div>
        <dl className="dice__figures">
          <div>
            <dt>
              <Trans>Target</Trans>
            </dt>
            <dd data-testid="dice-target">
              {direction === "under" ? "<" : ">"} {number(target / 100)}
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Multiplier</Trans>
            </dt>
            <dd data-testid="dice-multiplier">×{multiplier}</dd>
          </div>
          <div>
            <dt>
              <Trans>Pays on a win</Trans>
            </dt>
            <dd>{money(payout)}</dd>
          </div>
        </dl>
        <div className="dice__play-row">
          <StakePicker
            label={t`Bet`}
            ladder={ladder}
            value={bet}
            money={money}
            onChange={setBet}
            disabled={game.busy}
          />
          <PlayButton game={game} label={t`Roll`} onPlay={roll} />
        </div>
      </div>
      <details className="studio-panel">
        <summary className="studio-panel__summary">
          <Trans>Rules</Trans>
        </summary>
        <div className="studio-panel__body">
          <ul className="paytable__rules">
            <li>
              <Trans>
                The roll is one of 10,000 equally likely results from 0.00 to 99.99. Under wins below the target, over
                wins above it; the target itself loses.
              </Trans>
            </li>
            <li>
              <Trans>
                A win pays the bet × the multiplier, rounded down to the smallest unit of the currency. The multiplier
                is (100 − {number(info.house_edge_bp / 100)}) ÷ the chance.
              </Trans>
            </li>
            {typeof game.session?.rtp_percent === "number" && (
              <li>
                <Trans>Return to player: {game.session.rtp_percent} % at every chance.</Trans>
              </li>
            )}
          </ul>
        </div>
      </details>
    </section>
  );
}
