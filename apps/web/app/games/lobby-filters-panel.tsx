import { GAME_CATEGORIES, VOLATILITY_RATINGS } from "@croupier/contract/games-catalog";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { type ReactNode, useId } from "react";
import { CATEGORY_LABELS } from "../components/category-labels.ts";
import type { LobbyProvider } from "./lobby.server.ts";
import {
  activeFilterCount,
  clearLobbyFilters,
  FEATURE_COLLECTIONS,
  HIT_RATE_MINIMUMS,
  LINES_AND_WAYS_BANDS,
  type LinesAndWaysBand,
  type LobbyFilters,
  PAYOUT_MINIMUMS,
} from "./lobby-filters.ts";

const VOLATILITY_LABELS: Record<string, MessageDescriptor> = {
  low: msg`Low`,
  medium: msg`Medium`,
  high: msg`High`,
  "very-high": msg`Very high`,
};

const LINES_LABELS: Record<LinesAndWaysBand, MessageDescriptor> = {
  "lines-1-9": msg`1–9 lines`,
  "lines-10-25": msg`10–25 lines`,
  "lines-26-plus": msg`26 lines or more`,
  ways: msg`Ways to win (243+)`,
};

function toggled<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="lobby-filters__group">
      <legend className="lobby-filters__legend">{legend}</legend>
      {children}
    </fieldset>
  );
}

function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange: () => void }) {
  return (
    <label className="lobby-filters__check">
      <input type="checkbox" checked={checked} onChange={onChange} />
      <span>{label}</span>
    </label>
  );
}

function Select({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="lobby-filters__select">
      <label htmlFor={id} className="lobby-filters__legend">
        {label}
      </label>
      <select id={id} className="field__control" value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  );
}

/**
 * The filters: providers, currency, category, collections, volatility, lines and ways,
 * hit rate and payout. Every change goes straight to the URL (the caller's onChange).
 */
export function LobbyFiltersPanel({
  filters,
  onChange,
  providers,
  currencies,
  currency,
  showProviders,
}: {
  filters: LobbyFilters;
  onChange: (filters: LobbyFilters) => void;
  providers: readonly LobbyProvider[];
  currencies: readonly string[];
  /** The play currency, the currency filter's default. */
  currency: string;
  showProviders: boolean;
}) {
  const { t, i18n } = useLingui();
  const percent = (value: number) =>
    new Intl.NumberFormat(i18n.locale, { style: "percent", maximumFractionDigits: 0 }).format(value / 100);
  const set = (change: Partial<LobbyFilters>) => onChange({ ...filters, ...change });
  const count = activeFilterCount(filters);
  return (
    <div className="lobby-filters">
      <div className="lobby-filters__head">
        <h2 className="lobby-filters__title">{t`Filters`}</h2>
        <button
          type="button"
          className="lobby-filters__clear"
          onClick={() => onChange(clearLobbyFilters(filters))}
          disabled={count === 0}
        >
          {t`Clear filters`}
        </button>
      </div>
      {showProviders && providers.length > 0 && (
        <Group legend={t`Providers`}>
          <div className="lobby-filters__scroll">
            {providers.map((provider) => (
              <Check
                key={provider.id}
                label={provider.title}
                checked={filters.providers.includes(provider.id)}
                onChange={() => set({ providers: toggled(filters.providers, provider.id) })}
              />
            ))}
          </div>
        </Group>
      )}
      <Select label={t`Currency`} value={filters.currency ?? ""} onChange={(value) => set({ currency: value || null })}>
        <option value="">{t`My currency (${currency})`}</option>
        {currencies
          .filter((code) => code !== currency)
          .map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
      </Select>
      <Select label={t`Category`} value={filters.category ?? ""} onChange={(value) => set({ category: value || null })}>
        <option value="">{t`Any category`}</option>
        {GAME_CATEGORIES.filter((category) => category !== "all").map((category) => {
          const label = CATEGORY_LABELS[category];
          return (
            <option key={category} value={category}>
              {label ? i18n._(label) : category}
            </option>
          );
        })}
      </Select>
      <Group legend={t`Collections`}>
        {FEATURE_COLLECTIONS.map((collection) => {
          const label = CATEGORY_LABELS[collection];
          return (
            <Check
              key={collection}
              label={label ? i18n._(label) : collection}
              checked={filters.collections.includes(collection)}
              onChange={() => set({ collections: toggled(filters.collections, collection) })}
            />
          );
        })}
      </Group>
      <Group legend={t`Volatility`}>
        {VOLATILITY_RATINGS.map((rating) => (
          <Check
            key={rating}
            label={i18n._(VOLATILITY_LABELS[rating] as MessageDescriptor)}
            checked={filters.volatilityRating.includes(rating)}
            onChange={() => set({ volatilityRating: toggled(filters.volatilityRating, rating) })}
          />
        ))}
      </Group>
      <Group legend={t`Lines and ways`}>
        {LINES_AND_WAYS_BANDS.map((band) => (
          <Check
            key={band}
            label={i18n._(LINES_LABELS[band])}
            checked={filters.linesAndWays.includes(band)}
            onChange={() => set({ linesAndWays: toggled(filters.linesAndWays, band) })}
          />
        ))}
      </Group>
      <Select
        label={t`Hit rate`}
        value={filters.hitRate === null ? "" : String(filters.hitRate)}
        onChange={(value) => set({ hitRate: value ? Number(value) : null })}
      >
        <option value="">{t`Any hit rate`}</option>
        {HIT_RATE_MINIMUMS.map((minimum) => (
          <option key={minimum} value={minimum}>
            {t`${percent(minimum)} or more`}
          </option>
        ))}
      </Select>
      <Select
        label={t`Payout (RTP)`}
        value={filters.payout === null ? "" : String(filters.payout)}
        onChange={(value) => set({ payout: value ? Number(value) : null })}
      >
        <option value="">{t`Any payout`}</option>
        {PAYOUT_MINIMUMS.map((minimum) => (
          <option key={minimum} value={minimum}>
            {t`${percent(minimum)} or more`}
          </option>
        ))}
      </Select>
    </div>
  );
}
