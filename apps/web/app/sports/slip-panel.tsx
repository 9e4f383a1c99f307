import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useEffect, useId, useState } from "react";
import { formatAmount } from "../lib/player.ts";
import type { BetSlipProps } from "./bet-slip.tsx";
import { useSlip } from "./slip-store.ts";

// The bet slip's place beside the page. Until the player picks a price (or the browser's saved
// slip has picks) it is the light empty slip below; the full slip (stakes, returns, placing,
// receipts) loads with the first pick, so a visitor who only reads prices never downloads it and
// the sports pages stay within the first-load budget. Once loaded it stays (a receipt shows on an
// emptied slip).

const BetSlip = lazy(async () => ({ default: (await import("./bet-slip.tsx")).BetSlip }));

export function SlipPanel(props: BetSlipProps) {
  const { legs } = useSlip();
  const [isLoaded, setLoaded] = useState(false);
  useEffect(() => {
    if (legs.length > 0) setLoaded(true);
  }, [legs.length]);
  if (!isLoaded && legs.length === 0) return <EmptySlip {...props} />;
  return (
    <Suspense fallback={<EmptySlip {...props} />}>
      <BetSlip {...props} />
    </Suspense>
  );
}

/** The empty slip: the same panel (and phone bar) with what to do first. */
function EmptySlip({ player, locale, currencies }: BetSlipProps) {
  const { t } = useLingui();
  const headingId = useId();
  const sheetId = useId();
  const [open, setOpen] = useState(false);
  return (
    <aside className={`bet-slip${open ? " bet-slip--open" : ""}`} aria-labelledby={headingId}>
      <button
        type="button"
        className="bet-slip__bar"
        aria-expanded={open}
        aria-controls={sheetId}
        aria-label={t`Bet slip, empty`}
        onClick={() => setOpen(!open)}
      >
        <span className="bet-slip__bar-title">
          <Trans>Bet slip</Trans>
        </span>
        <span className="bet-slip__count" aria-hidden="true">
          0
        </span>
      </button>
      <div id={sheetId} className="bet-slip__sheet">
        <div className="bet-slip__head">
          <h2 id={headingId} className="bet-slip__title">
            <Trans>Bet slip</Trans>
            <span className="bet-slip__count">0</span>
          </h2>
          {player && (
            <p className="bet-slip__head-balance">
              <Trans>Balance {formatAmount(player.balanceCents, player.currency, locale, currencies)}</Trans>
            </p>
          )}
          <button
            type="button"
            className="icon-button bet-slip__close"
            aria-label={t`Close the bet slip`}
            onClick={() => setOpen(false)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <p className="bet-slip__empty">
          <Trans>Pick a price to add it to your slip. Combine picks from different events into an accumulator.</Trans>
        </p>
      </div>
    </aside>
  );
}
