import { STATEMENT_KINDS, type StatementKind } from "@croupier/contract/statement-kinds";

// The account history page's state in its address (/profile/history?tab=statement&from=…): the
// tab, the statement's filters and its page, so a filtered view can be reloaded, shared, and works
// before the page's scripts have loaded (the filter form is a plain GET form).

export const HISTORY_TABS = ["games", "statement"] as const;
export type HistoryTab = (typeof HISTORY_TABS)[number];

export interface StatementFilters {
  from?: string;
  to?: string;
  currency?: string;
  kind?: StatementKind;
}

export function historyTab(params: URLSearchParams): HistoryTab {
  return params.get("tab") === "statement" ? "statement" : "games";
}

/** The filters as the address carries them; unknown kinds are left for the platform to refuse. */
export function statementFilters(params: URLSearchParams): StatementFilters & { kindText?: string } {
  const value = (name: string) => {
    const text = params.get(name)?.trim();
    return text ? text : undefined;
  };
  const kind = value("kind");
  const filters: StatementFilters & { kindText?: string } = {};
  const from = value("from");
  const to = value("to");
  const currency = value("currency");
  if (from) filters.from = from;
  if (to) filters.to = to;
  if (currency) filters.currency = currency;
  if (kind) {
    if ((STATEMENT_KINDS as readonly string[]).includes(kind)) filters.kind = kind as StatementKind;
    else filters.kindText = kind;
  }
  return filters;
}

/** The statement page's address for `filters` at `cursor` (the newest lines without one). */
export function statementHref(filters: StatementFilters & { kindText?: string }, cursor?: string | null): string {
  const params = new URLSearchParams({ tab: "statement" });
  for (const name of ["from", "to", "currency"] as const) {
    const value = filters[name];
    if (value) params.set(name, value);
  }
  const kind = filters.kind ?? filters.kindText;
  if (kind) params.set("kind", kind);
  if (cursor) params.set("cursor", cursor);
  return `?${params.toString()}`;
}

/** The query the statement call sends: the filters as typed (the platform validates them). */
export function statementQuery(filters: StatementFilters & { kindText?: string }, cursor: string | null) {
  return {
    from: filters.from,
    to: filters.to,
    currency: filters.currency,
    kind: (filters.kind ?? filters.kindText) as StatementKind | undefined,
    cursor: cursor ?? undefined,
  };
}
