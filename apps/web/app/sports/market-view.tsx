import type { BookMarket, BookSelection } from "@croupier/contract/schemas/sportsbook-book";
import { useLingui } from "@lingui/react/macro";
import { useOdds } from "./odds-preference.tsx";
import { slip, useSlip } from "./slip-store.ts";

/** The event a market belongs to, as the slip names it. */
export interface MarketEvent {
  id: number;
  name: string;
  bettable: boolean;
}

/** A market's selections as price buttons: pressing one adds it to the slip (or takes it off). */
export function MarketPrices({
  market,
  event,
  compact = false,
}: {
  market: BookMarket;
  event: MarketEvent;
  compact?: boolean;
}) {
  const { t } = useLingui();
  const open = market.status === "open" && event.bettable;
  const selections = market.selections.filter((selection) => selection.active || market.status !== "open");
  return (
    <fieldset
      className={`market-prices market-prices--${Math.min(selections.length, 3)}${compact ? " market-prices--compact" : ""}`}
      aria-label={market.line ? `${market.name} ${market.line}` : market.name}
    >
      {selections.map((selection) => (
        <PriceButton key={selection.id} selection={selection} market={market} event={event} open={open} />
      ))}
      {market.status === "suspended" && <p className="market-prices__note">{t`Suspended`}</p>}
    </fieldset>
  );
}

function PriceButton({
  selection,
  market,
  event,
  open,
}: {
  selection: BookSelection;
  market: BookMarket;
  event: MarketEvent;
  open: boolean;
}) {
  const { t } = useLingui();
  const odds = useOdds();
  const { legs } = useSlip();
  const picked = legs.some((leg) => leg.selectionId === selection.id);
  const price = odds(selection.price_fraction || selection.price);
  const available = open && selection.active;
  const resultText =
    selection.result === "won" ? t`won` : selection.result === "lost" ? t`lost` : selection.result ? t`settled` : null;
  return (
    <button
      type="button"
      className={`price-button${picked ? " price-button--picked" : ""}`}
      aria-pressed={picked}
      disabled={!available && !picked}
      aria-label={
        available
          ? t`${selection.name} at ${price}`
          : resultText
            ? t`${selection.name}: ${resultText}`
            : t`${selection.name}: not available`
      }
      onClick={() =>
        slip.toggle({
          selectionId: selection.id,
          eventId: event.id,
          eventName: event.name,
          marketName: market.line && !market.name.includes(market.line) ? `${market.name} ${market.line}` : market.name,
          selectionName: selection.name,
          price: selection.price,
          exact: selection.price_fraction || undefined,
        })
      }
    >
      <span className="price-button__name">{selection.name}</span>
      <span className="price-button__price">{available ? price : (resultText ?? "—")}</span>
    </button>
  );
}
