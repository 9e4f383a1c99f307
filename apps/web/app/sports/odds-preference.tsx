import { formatOdds, isOddsFormat, type OddsFormat } from "@croupier/contract/odds";
import { useLingui } from "@lingui/react/macro";
import { createContext, type ReactNode, useCallback, useContext, useId, useMemo, useState } from "react";
import { writeBrowserCookie } from "../lib/cookies.ts";

// The player's odds format, kept in a cookie so the server renders prices in it from the first
// byte (no flash of decimals for a fractional reader) and every sports page agrees.

export const ODDS_FORMAT_COOKIE = "odds_format";

export function oddsFormatOr(value: string | null | undefined): OddsFormat {
  return isOddsFormat(value) ? value : "decimal";
}

interface OddsPreference {
  format: OddsFormat;
  setFormat: (format: OddsFormat) => void;
}

const OddsContext = createContext<OddsPreference>({ format: "decimal", setFormat: () => undefined });

export function OddsFormatProvider({ initial, children }: { initial: OddsFormat; children: ReactNode }) {
  const [format, setState] = useState<OddsFormat>(initial);
  const setFormat = useCallback((next: OddsFormat) => {
    setState(next);
    writeBrowserCookie(ODDS_FORMAT_COOKIE, next);
  }, []);
  const value = useMemo(() => ({ format, setFormat }), [format, setFormat]);
  return <OddsContext.Provider value={value}>{children}</OddsContext.Provider>;
}

export function useOddsFormat(): OddsPreference {
  return useContext(OddsContext);
}

/** A price in the player's format. */
export function useOdds(): (price: string) => string {
  const { format } = useOddsFormat();
  return useCallback((price: string) => formatOdds(price, format), [format]);
}

/** The format picker: a labelled native select (keyboard and screen readers for free). */
export function OddsFormatSelect() {
  const { t } = useLingui();
  const id = useId();
  const { format, setFormat } = useOddsFormat();
  const labels: Record<OddsFormat, string> = {
    decimal: t`Decimal (2.50)`,
    fractional: t`Fractional (3/2)`,
    american: t`American (+150)`,
  };
  return (
    <div className="odds-select">
      <label htmlFor={id} className="odds-select__label">
        {t`Odds`}
      </label>
      <select
        id={id}
        className="odds-select__control"
        value={format}
        onChange={(event) => setFormat(oddsFormatOr(event.target.value))}
      >
        {(Object.keys(labels) as OddsFormat[]).map((value) => (
          <option key={value} value={value}>
            {labels[value]}
          </option>
        ))}
      </select>
    </div>
  );
}
