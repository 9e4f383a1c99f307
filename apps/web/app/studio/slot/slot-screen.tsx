import type { StudioPlay } from "@croupier/contract/schemas/studio";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useMemo, useRef, useState } from "react";
import { usePrefersReducedMotion } from "../../ui/use-reduced-motion.ts";
import { betLadder, nearestStake } from "../bet-ladder.ts";
import { winTone } from "../feedback.ts";
import { PlayButton } from "../play-button.tsx";
import { StakePicker } from "../stake-picker.tsx";
import type { SlotInfo, SlotOutcome } from "../types.ts";
import { useMoney } from "../use-money.ts";
import type { StudioGame } from "../use-studio-game.ts";
import { paletteFor } from "./palettes.ts";
import { ReelGrid, type SpinFrame } from "./reel-grid.tsx";
import { columnsAt, columnsOf, scatterCells, spinStrip, winningCells } from "./reel-window.ts";
import { SlotPaytable } from "./slot-paytable.tsx";
import { freeSpinsOf, roundStakeOf } from "./slot-state.ts";
import { symbolRanks } from "./symbol-glyph.tsx";
import "./slot.css";

// A five-reel video slot: bet, Spin, an optional bonus buy (confirmed first), the free-spins
// round, the window with its winning lines, and the paytable. A round that returns no more than
// it cost is reported plainly, never celebrated (player-protection-notes.md).

const SPIN_MS = 1_300;
/** Idle window before the first spin: a few stops apart so every reel shows different symbols. */
const IDLE_STOPS = [0, 7, 13, 4, 19];

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));
const twoFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

export function SlotScreen({ game, info, onBet }: { game: StudioGame; info: SlotInfo; onBet: (bet: number) => void }) {
  const { t } = useLingui();
  const session = game.session;
  const money = useMoney(session?.currency ?? "");
  const reducedMotion = usePrefersReducedMotion();
  const palette = paletteFor(session?.title_id ?? "");
  const ranks = useMemo(() => symbolRanks(info.symbols), [info.symbols]);
  const ladder = useMemo(() => betLadder(info.bet_limits), [info.bet_limits]);
  const round = freeSpinsOf(game.roundState);
  const [bet, setBet] = useState(() => nearestStake(ladder, round?.bet ?? ladder[Math.min(2, ladder.length - 1)] ?? 0));
  const baseStrips = info.strips?.base;
  const [columns, setColumns] = useState<string[][]>(() =>
    baseStrips ? columnsAt(baseStrips, IDLE_STOPS, info.rows) : [],
  );
  const [spin, setSpin] = useState<SpinFrame | null>(null);
  const [outcome, setOutcome] = useState<SlotOutcome | null>(null);
  const [result, setResult] = useState<{ play: StudioPlay; roundStake: number } | null>(null);
  const [confirmingBuy, setConfirmingBuy] = useState(false);
  const roundStake = useRef(round ? roundStakeOf(round, info) : 0);
  const buyPrice = info.bonus_buy ? bet * info.bonus_buy.price_multiplier : 0;
  // The player's free spins (a bonus) come before paid spins: each is a spin at their bet, free.
  const bonusSpins = !round && game.freespins && game.freespins.remaining > 0 ? game.freespins : null;
  const shownBet = round ? round.bet : (bonusSpins?.bet ?? bet);

  useEffect(() => onBet(shownBet), [shownBet, onBet]);

  async function animate(play: StudioPlay) {
    const next = play.outcome as SlotOutcome;
    const strips = next.type === "free_spin" ? (info.strips?.free_spins ?? info.strips?.base) : info.strips?.base;
    setOutcome(null);
    if (next.grid && next.stops && strips && !reducedMotion) {
      const moving = next.stops.map((stop, reel) => spinStrip(strips[reel] ?? [], stop, info.rows, 14 + reel * 3));
      setSpin({ columns: moving, running: false });
      await twoFrames();
      setSpin({ columns: moving, running: true });
      await wait(SPIN_MS);
    }
    if (next.grid) setColumns(columnsOf(next.grid));
    setSpin(null);
    setOutcome(next);
  }

  async function start(action: "spin" | "bonus_buy" | "free_spin") {
    setConfirmingBuy(false);
    const freespinsId = action === "spin" ? bonusSpins?.id : undefined;
    const played = await game.play(
      action === "free_spin" ? { type: "free_spin" } : { type: action, bet: shownBet },
      freespinsId === undefined ? { reveal: animate } : { reveal: animate, freespinsId },
    );
    if (!played) return;
    if (action !== "free_spin") roundStake.current = played.stake;
    setResult({ play: played, roundStake: roundStake.current });
    game.announce(describe(played, roundStake.current));
  }

  function describe(played: StudioPlay, stake: number): string {
    const next = played.outcome as SlotOutcome;
    const parts: string[] = [];
    if (next.type === "bonus_buy") parts.push(t`Bonus bought: ${next.freeSpinsAwarded} free spins.`);
    else if (played.win > 0) parts.push(t`This spin pays ${money(played.win)}.`);
    else parts.push(t`No win this spin.`);
    if (next.type !== "bonus_buy" && next.freeSpinsAwarded > 0) {
      parts.push(t`${next.freeSpinsAwarded} free spins awarded.`);
    }
    if (played.round_closed && next.type !== "spin") {
      parts.push(t`Free spins over: the round paid ${money(played.round_win)} for a stake of ${money(stake)}.`);
    }
    const left = freeSpinsOf(played.state);
    if (left) parts.push(t`Free spins: ${left.spinsLeft} left.`);
    const bonus = played.freespins;
    if (bonus && bonus.remaining === 0 && played.round_closed) {
      parts.push(t`Bonus free spins over: ${money(bonus.win_total)} won, credited as bonus money.`);
    }
    return parts.join(" ");
  }

  const lineWins = spin ? [] : (outcome?.lineWins ?? []);
  const scatterId = info.symbols.find((symbol) => symbol.kind === "scatter")?.id;
  const lit = useMemo(() => {
    if (!outcome || outcome.win === 0) return new Set<string>();
    const cells = winningCells(info.lines, outcome.lineWins);
    if (outcome.scatterWin > 0 || outcome.freeSpinsAwarded > 0) {
      for (const cell of scatterCells(columns, scatterId)) cells.add(cell);
    }
    return cells;
  }, [outcome, info.lines, columns, scatterId]);
  // A free spin stakes nothing, so it is judged with its round: only a round that returns more
  // than it cost is a win.
  const inFeature = result ? outcome?.type !== "spin" || !result.play.round_closed : false;
  const onlyRealWins = session?.rules.celebrate_only_real_wins ?? true;
  const tone = result
    ? inFeature
      ? winTone(result.play.round_win, result.roundStake, onlyRealWins)
      : winTone(result.play.win, result.play.stake, onlyRealWins)
    : "loss";
  const symbolName = (id: string) => info.symbols.find((symbol) => symbol.id === id)?.name ?? id;

  return (
    <section className="slot" aria-label={t`Slot`}>
      {round && (
        <div className="slot__banner" role="status">
          <strong>
            <Trans>Free spins: {round.spinsLeft} left</Trans>
          </strong>
          <span>
            <Trans>Round win so far: {money(round.roundWin)}</Trans>
          </span>
          {info.free_spins.multiplier > 1 && (
            <span>
              <Trans>All wins ×{info.free_spins.multiplier}</Trans>
            </span>
          )}
        </div>
      )}
      {bonusSpins && (
        <div className="slot__banner" role="status">
          <strong>
            <Trans>
              Free spin {bonusSpins.performed + 1} of {bonusSpins.total}
            </Trans>
          </strong>
          {bonusSpins.win_total > 0 && (
            <span>
              <Trans>Won so far: {money(bonusSpins.win_total)}</Trans>
            </span>
          )}
        </div>
      )}
      <div className="slot__stage">
        {columns.length > 0 && (
          <ReelGrid
            info={info}
            palette={palette}
            ranks={ranks}
            columns={columns}
            spin={spin}
            lit={lit}
            lineWins={lineWins}
          />
        )}
        <div className={`slot__result slot__result--${spin ? "spinning" : tone}`} data-testid="slot-result">
          {!spin && result && outcome && (
            <>
              <p className="slot__result-head">
                {result.play.win > 0 ? (
                  tone === "win" ? (
                    <Trans>Win {money(result.play.win)}</Trans>
                  ) : (
                    <Trans>Paid {money(result.play.win)}</Trans>
                  )
                ) : outcome.type === "bonus_buy" ? (
                  <Trans>{outcome.freeSpinsAwarded} free spins bought</Trans>
                ) : (
                  <Trans>No win</Trans>
                )}
              </p>
              {(outcome.lineWins.length > 0 || outcome.scatterWin > 0 || outcome.freeSpinsAwarded > 0) && (
                <ul className="slot__wins">
                  {outcome.lineWins.map((win) => (
                    <li key={win.line}>
                      <Trans>
                        Line {win.line}: {win.count} × {symbolName(win.symbol)} pays {money(win.win)}
                      </Trans>
                    </li>
                  ))}
                  {outcome.scatterWin > 0 && (
                    <li>
                      <Trans>
                        {outcome.scatterCount} × {symbolName(scatterId ?? "")} pays {money(outcome.scatterWin)}
                      </Trans>
                    </li>
                  )}
                  {outcome.type !== "bonus_buy" && outcome.freeSpinsAwarded > 0 && (
                    <li>
                      <Trans>{outcome.freeSpinsAwarded} free spins awarded</Trans>
                    </li>
                  )}
                  {outcome.multiplier > 1 && outcome.win > 0 && (
                    <li>
                      <Trans>Wins multiplied ×{outcome.multiplier}</Trans>
                    </li>
                  )}
                </ul>
              )}
            </>
          )}
        </div>
      </div>
      <div className="slot__controls">
        <StakePicker
          label={t`Bet`}
          ladder={ladder}
          value={shownBet}
          money={money}
          onChange={setBet}
          disabled={Boolean(round) || Boolean(bonusSpins) || game.busy}
        />
        <div className="slot__actions">
          {round ? (
            <PlayButton game={game} label={t`Free spin`} onPlay={() => start("free_spin")} />
          ) : bonusSpins ? (
            <PlayButton
              game={game}
              label={t`Free spin ${bonusSpins.performed + 1} of ${bonusSpins.total}`}
              onPlay={() => start("spin")}
            />
          ) : (
            <PlayButton game={game} label={t`Spin`} onPlay={() => start("spin")} />
          )}
          {info.bonus_buy && !round && !bonusSpins && (
            <button
              type="button"
              className="studio-button studio-button--ghost"
              disabled={!game.canPlay}
              aria-expanded={confirmingBuy}
              onClick={() => setConfirmingBuy((open) => !open)}
            >
              <Trans>Buy bonus · {money(buyPrice)}</Trans>
            </button>
          )}
        </div>
        {confirmingBuy && info.bonus_buy && !round && (
          <fieldset className="slot__confirm" aria-label={t`Confirm the bonus buy`}>
            <p>
              <Trans>
                Buy {info.bonus_buy.free_spins} free spins at a {money(bet)} bet for {money(buyPrice)}? The price is
                taken from your balance now.
              </Trans>
            </p>
            <div className="slot__confirm-actions">
              <button
                type="button"
                className="studio-button studio-button--primary"
                disabled={!game.canPlay}
                onClick={() => start("bonus_buy")}
              >
                <Trans>Buy for {money(buyPrice)}</Trans>
              </button>
              <button
                type="button"
                className="studio-button studio-button--ghost"
                onClick={() => setConfirmingBuy(false)}
              >
                <Trans>Cancel</Trans>
              </button>
            </div>
          </fieldset>
        )}
      </div>
      <SlotPaytable
        info={info}
        palette={palette}
        ranks={ranks}
        bet={shownBet}
        money={money}
        rtp={session?.rtp_percent}
      />
    </section>
  );
}
