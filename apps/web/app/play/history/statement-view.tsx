import { statementCalls, statementCsvPath } from "@croupier/contract/client/statements";
import { DEMO_CURRENCY } from "@croupier/contract/games-catalog";
import type { StatementLine, StatementPage } from "@croupier/contract/schemas/statements";
import { STATEMENT_KINDS, type StatementKind } from "@croupier/contract/statement-kinds";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { Form, Link, useSearchParams } from "react-router";
import { browserApi } from "../../lib/api.client.ts";
import { formatAmount } from "../../lib/player.ts";
import { LocalTime } from "../../profile/local-time.tsx";
import { useShellData } from "../../shell/use-shell-data.ts";
import { useLoad } from "../../ui/use-load.ts";
import { netTone, signedAmount } from "../session-figures.ts";
import { HistoryLoadError } from "./history-load-error.tsx";
import { NetDepositsCard } from "./net-deposits-card.tsx";
import { statementFilters, statementHref, statementQuery } from "./statement-filters.ts";

const PER_PAGE = 25;

/** The names of the statement's kinds, as the player reads them. */
export function useKindLabels(): Record<StatementKind, string> {
  const { t } = useLingui();
  return {
    deposit: t`Deposit`,
    withdrawal: t`Withdrawal`,
    withdrawal_returned: t`Withdrawal returned`,
    bet: t`Bet`,
    win: t`Win`,
    rollback: t`Bet or win reversed`,
    bonus_issued: t`Bonus issued`,
    bonus_released: t`Bonus released`,
    bonus_forfeited: t`Bonus forfeited`,
    prize: t`Prize`,
    adjustment: t`Adjustment`,
  };
}

/**
 * The account statement (UK RTS 1B): filters (days, currency, kind) in a GET form, every movement
 * newest first a page at a time, the CSV export of the same filters, and net deposits (RTS 1C).
 * A table on wide screens; on phones each movement stacks as a card of labelled lines.
 */
export function StatementView() {
  const { t } = useLingui();
  const { locale, player, currencies } = useShellData();
  const [params] = useSearchParams();
  const filters = statementFilters(params);
  const cursor = params.get("cursor");
  const kindLabels = useKindLabels();
  const headingId = useId();
  const loaded = useLoad(
    () => browserApi(locale, statementCalls).getStatement({ ...statementQuery(filters, cursor), per_page: PER_PAGE }),
    `statement:${player?.id ?? ""}:${params.toString()}`,
  );
  const result = loaded.status === "ready" ? loaded.data : null;
  const errors = result && !result.ok ? (result.errors ?? {}) : {};
  const fieldError = (name: string) => errors[name]?.[0];
  const realCurrencies = currencies.filter((currency) => currency.code !== DEMO_CURRENCY);

  const field = (name: "from" | "to", label: string) => {
    const error = fieldError(name);
    const id = `statement-${name}`;
    return (
      <div className={`field statement-filters__field${error ? " field--invalid" : ""}`}>
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        <input
          id={id}
          className="field__control"
          type="date"
          name={name}
          defaultValue={filters[name] ?? ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error && (
          <p className="field__error" id={`${id}-error`}>
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <>
      <NetDepositsCard />
      <section className="history-card" aria-labelledby={headingId}>
        <div className="statement-head">
          <h2 id={headingId} className="history-card__title">
            <Trans>Account statement</Trans>
          </h2>
          <a className="button button--ghost button--small" href={statementCsvPath(filters)} download>
            <Trans>Export CSV</Trans>
          </a>
        </div>
        <p className="history-card__lead">
          <Trans>
            Every deposit, withdrawal, bet, win, bonus and adjustment on your balances, newest first. Days are in UTC.
          </Trans>
        </p>
        <Form method="get" className="statement-filters" aria-label={t`Filter the statement`}>
          <input type="hidden" name="tab" value="statement" />
          {field("from", t`From`)}
          {field("to", t`To`)}
          <div className={`field statement-filters__field${fieldError("currency") ? " field--invalid" : ""}`}>
            <label className="field__label" htmlFor="statement-currency">
              <Trans>Currency</Trans>
            </label>
            <select
              id="statement-currency"
              name="currency"
              className="field__control"
              defaultValue={filters.currency ?? ""}
            >
              <option value="">{t`All currencies`}</option>
              {realCurrencies.map((currency) => (
                <option key={currency.code} value={currency.code}>
                  {currency.code}
                </option>
              ))}
            </select>
            {fieldError("currency") && <p className="field__error">{fieldError("currency")}</p>}
          </div>
          <div className={`field statement-filters__field${fieldError("kind") ? " field--invalid" : ""}`}>
            <label className="field__label" htmlFor="statement-kind">
              <Trans>Type</Trans>
            </label>
            <select id="statement-kind" name="kind" className="field__control" defaultValue={filters.kind ?? ""}>
              <option value="">{t`All types`}</option>
              {STATEMENT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {kindLabels[kind]}
                </option>
              ))}
            </select>
            {fieldError("kind") && <p className="field__error">{fieldError("kind")}</p>}
          </div>
          <div className="statement-filters__actions">
            <button type="submit" className="button button--primary button--small">
              <Trans>Show</Trans>
            </button>
            <Link to="?tab=statement" className="button button--ghost button--small">
              <Trans>Clear filters</Trans>
            </Link>
          </div>
        </Form>
        {loaded.status === "loading" ? (
          <div className="history-skeleton" aria-hidden="true" />
        ) : loaded.status === "failed" || (result && !result.ok && result.status !== 422) ? (
          <HistoryLoadError onRetry={loaded.retry} />
        ) : result?.ok ? (
          <StatementTable page={result.data} kindLabels={kindLabels} />
        ) : null}
        {result?.ok && (
          <nav className="statement-pager" aria-label={t`Statement pages`}>
            {cursor && (
              <Link to={statementHref(filters)} className="button button--ghost button--small">
                <Trans>Newest movements</Trans>
              </Link>
            )}
            {result.data.next_cursor && (
              <Link to={statementHref(filters, result.data.next_cursor)} className="button button--ghost button--small">
                <Trans>Older movements</Trans>
              </Link>
            )}
          </nav>
        )}
      </section>
    </>
  );
}

function StatementTable({ page, kindLabels }: { page: StatementPage; kindLabels: Record<StatementKind, string> }) {
  const { t } = useLingui();
  const { locale, currencies } = useShellData();
  if (page.lines.length === 0) {
    return (
      <div className="history-empty">
        <p>
          <Trans>No movements match these filters.</Trans>
        </p>
      </div>
    );
  }
  const money = (cents: number, currency: string) => formatAmount(cents, currency, locale, currencies);
  const labels = { date: t`Date`, kind: t`Type`, amount: t`Amount`, balance: t`Balance after`, ref: t`Reference` };
  return (
    <div className="rounds-table-wrap">
      <table className="rounds-table statement-table">
        <caption className="visually-hidden">
          <Trans>Your account movements, newest first</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">{labels.date}</th>
            <th scope="col">{labels.kind}</th>
            <th scope="col" className="rounds-table__amount">
              {labels.amount}
            </th>
            <th scope="col" className="rounds-table__amount">
              {labels.balance}
            </th>
            <th scope="col">{labels.ref}</th>
          </tr>
        </thead>
        <tbody>
          {page.lines.map((line) => (
            <tr key={line.id}>
              <td data-label={labels.date}>
                <LocalTime iso={line.created_at} locale={locale} compact />
              </td>
              <td data-label={labels.kind}>
                {kindLabels[line.kind]}
                {line.wallet === "bonus" && (
                  <span className="status-badge statement-table__wallet">
                    <Trans>Bonus money</Trans>
                  </span>
                )}
              </td>
              <td data-label={labels.amount} className={`rounds-table__amount net--${netTone(line.amount_cents)}`}>
                {signedAmount(line.amount_cents, (cents) => money(cents, line.currency))}
              </td>
              <td data-label={labels.balance} className="rounds-table__amount">
                {line.balance_after_cents === null ? "—" : money(line.balance_after_cents, line.currency)}
              </td>
              <td data-label={labels.ref} className="statement-table__ref">
                <LineReference line={line} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function LineReference({ line }: { line: StatementLine }) {
  const { t } = useLingui();
  const ref = line.reference;
  if (ref.game_title ?? ref.game) return <span>{ref.game_title ?? ref.game}</span>;
  if (ref.payment_id !== null) return <span>{t`Payment #${ref.payment_id}`}</span>;
  if (ref.bonus_id !== null) return <span>{t`Bonus #${ref.bonus_id}`}</span>;
  if (ref.source?.startsWith("tournament:")) return <span>{t`Tournament prize`}</span>;
  if (ref.source?.startsWith("lottery:")) return <span>{t`Lottery prize`}</span>;
  if (ref.provider) return <span>{ref.provider}</span>;
  return <span>—</span>;
}
