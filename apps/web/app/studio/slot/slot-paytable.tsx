import { Trans, useLingui } from "@lingui/react/macro";
import type { SlotInfo } from "../types.ts";
import type { SlotPalette } from "./palettes.ts";
import { lineBetOf } from "./slot-state.ts";
import { SymbolGlyph } from "./symbol-glyph.tsx";

// The game's rules where the player can always reach them (MGA: on mobile too): every symbol
// with what it pays at the current bet, the wild and scatter rules, free spins, the bonus buy,
// the paylines and the RTP.

const COUNTS = ["5", "4", "3", "2"];

export function SlotPaytable({
  info,
  palette,
  ranks,
  bet,
  money,
  rtp,
}: {
  info: SlotInfo;
  palette: SlotPalette;
  ranks: ReadonlyMap<string, number>;
  bet: number;
  money: (minor: number) => string;
  rtp: number | undefined;
}) {
  const { t, i18n } = useLingui();
  const lineBet = lineBetOf(bet, info);
  const wild = info.symbols.find((symbol) => symbol.kind === "wild");
  const scatter = info.symbols.find((symbol) => symbol.kind === "scatter");
  const awards = Object.entries(info.free_spins.awards).sort(([a], [b]) => Number(b) - Number(a));
  const scatterPays = Object.entries(info.scatter_pays).sort(([a], [b]) => Number(b) - Number(a));
  const volatility = info.volatility_rating
    ? { low: t`low`, medium: t`medium`, high: t`high` }[info.volatility_rating]
    : null;
  const percent = (value: number) => new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 2 }).format(value);
  return (
    <details className="studio-panel">
      <summary className="studio-panel__summary">
        <Trans>Paytable and rules</Trans>
      </summary>
      <div className="studio-panel__body">
        <p className="paytable__note">
          <Trans>Pays shown at the current bet of {money(bet)}.</Trans>
        </p>
        <ul className="paytable">
          {info.symbols.map((symbol) => (
            <li key={symbol.id} className="paytable__row">
              <span className="paytable__glyph">
                <SymbolGlyph symbol={symbol} rank={ranks.get(symbol.id) ?? 0} palette={palette} />
              </span>
              <span className="paytable__name">
                {symbol.name}
                {symbol.kind === "wild" && (
                  <span className="paytable__kind">
                    <Trans>Wild</Trans>
                  </span>
                )}
                {symbol.kind === "scatter" && (
                  <span className="paytable__kind">
                    <Trans>Scatter</Trans>
                  </span>
                )}
              </span>
              <dl className="paytable__pays">
                {symbol.kind === "scatter"
                  ? scatterPays.map(([count, pay]) => (
                      <div key={count}>
                        <dt>{count}×</dt>
                        <dd>{money(bet * (pay ?? 0))}</dd>
                      </div>
                    ))
                  : COUNTS.filter((count) => symbol.pays?.[count]).map((count) => (
                      <div key={count}>
                        <dt>{count}×</dt>
                        <dd>{money(lineBet * (symbol.pays?.[count] ?? 0))}</dd>
                      </div>
                    ))}
              </dl>
            </li>
          ))}
        </ul>
        <ul className="paytable__rules">
          <li>
            <Trans>
              {info.lines.length} paylines, paying left to right from the first reel; the highest win per line is paid.
            </Trans>
          </li>
          {wild && (
            <li>
              <Trans>
                {wild.name} is wild: it stands in for every symbol except {scatter?.name ?? ""}.
              </Trans>
            </li>
          )}
          {scatter && (
            <li>
              <Trans>{scatter.name} pays anywhere on the reels, on the total bet.</Trans>
            </li>
          )}
          {scatter &&
            awards.map(([count, spins]) => (
              <li key={count}>
                <Trans>
                  {count} × {scatter.name} award {spins} free spins.
                </Trans>
              </li>
            ))}
          {info.free_spins.multiplier > 1 && (
            <li>
              <Trans>Every free-spin win is multiplied ×{info.free_spins.multiplier}.</Trans>
            </li>
          )}
          <li>
            {info.free_spins.retrigger ? (
              <Trans>Free spins can be won again during free spins.</Trans>
            ) : (
              <Trans>Free spins cannot be won again during free spins.</Trans>
            )}
          </li>
          {info.bonus_buy && (
            <li>
              <Trans>
                Bonus buy: {info.bonus_buy.free_spins} free spins for {info.bonus_buy.price_multiplier} × the bet.
              </Trans>
            </li>
          )}
          {typeof rtp === "number" && (
            <li>
              <Trans>Return to player: {percent(rtp)} %.</Trans>
            </li>
          )}
          {volatility && (
            <li>
              <Trans>Volatility: {volatility}.</Trans>
            </li>
          )}
          <li>
            <Trans>Malfunction voids all pays and plays.</Trans>
          </li>
        </ul>
      </div>
    </details>
  );
}
