import { limitCalls } from "@croupier/contract/client/limits";
import type { LimitPeriod, LimitType, UserLimit } from "@croupier/contract/schemas/limits";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useId, useState } from "react";
import { formatMessage } from "../i18n/validation-texts.ts";
import { browserApi } from "../lib/api.client.ts";
import { formatAmount } from "../lib/player.ts";
import { useShellData } from "../shell/use-shell-data.ts";
import { FormMessage, SubmitButton, TextField } from "../ui/form-controls.tsx";
import { amountText, usedPercent } from "./limit-amounts.ts";
import { PERIOD_NAMES } from "./limit-texts.ts";

type Notice = "applied" | "pending" | "removal" | "confirmed" | null;
type FieldErrors = Partial<Record<"amount" | "currency" | "minutes" | "token" | "base", string>>;

/**
 * One period of one limit type: the free text box (per currency, or minutes for a session limit),
 * the use against the limit, a pending increase or removal with its cooling-off end and Confirm
 * once confirmable, and Remove. Every change answers the player's limits, handed to `onChange`.
 */
export function LimitRow({
  type,
  period,
  limit,
  currencies,
  severalOfType,
  onChange,
}: {
  type: LimitType;
  period: LimitPeriod;
  limit: UserLimit | undefined;
  /** The currencies a money limit offers a box for (limit-amounts.ts). */
  currencies: readonly string[];
  /** The player has more than one limit of this type: the one that binds (the lowest) says so. */
  severalOfType: boolean;
  onChange: (limits: UserLimit[]) => void;
}) {
  const { t, i18n } = useLingui();
  const { locale, currencies: currencyInfo } = useShellData();
  const headingId = useId();
  const isSession = type === "session";
  const [values, setValues] = useState<Record<string, string>>(() => initialValues(limit, currencies, currencyInfo));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const money = (cents: number, code: string) => formatAmount(cents, code, locale, currencyInfo);
  const when = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
  const periodName = i18n._(PERIOD_NAMES[period]);
  const api = () => browserApi(locale, limitCalls);

  const answer = (result: Awaited<ReturnType<ReturnType<typeof api>["getUserLimits"]>>, done: Notice) => {
    setBusy(false);
    if (result.ok) {
      setErrors({});
      onChange(result.data);
      const updated = result.data.find((item) => item.type === type && item.period === period);
      setValues(initialValues(updated, currencies, currencyInfo));
      setNotice(done === "applied" && updated?.pending?.kind === "increase" ? "pending" : done);
      return;
    }
    const fields = result.errors ?? {};
    const first = (key: string) => fields[key]?.[0];
    const next: FieldErrors = {
      amount: first("amount") ?? first("accounts"),
      currency: first("currency"),
      minutes: first("minutes"),
      token: first("token"),
    };
    const known = Object.values(next).some(Boolean);
    const other = Object.entries(fields)
      .filter(([key]) => !["amount", "accounts", "currency", "minutes", "token"].includes(key))
      .flatMap(([, list]) => list);
    if (other.length) next.base = other.join(" ");
    else if (!known) next.base = result.error && result.status !== 0 ? result.error : t`Oops... Something went wrong!`;
    setErrors(next);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setNotice(null);
    const filled = Object.entries(values).filter(([, value]) => value.trim() !== "");
    if (isSession) {
      const text = (values.minutes ?? "").trim();
      const minutes = Number(text);
      if (!text) return setErrors({ minutes: formatMessage("required", locale) });
      if (!Number.isInteger(minutes) || minutes < 1) {
        return setErrors({ minutes: t`Enter a whole number of minutes.` });
      }
      setBusy(true);
      answer(await api().setUserLimit({ user_limit: { type, period, minutes } }), "applied");
      return;
    }
    if (!filled.length) return setErrors({ amount: formatMessage("required", locale) });
    setBusy(true);
    const accounts = filled.map(([currency, amount]) => ({ currency, amount: amount.trim() }));
    answer(await api().setUserLimit({ user_limit: { type, period, accounts } }), "applied");
  };

  const remove = async () => {
    if (!limit || busy) return;
    setNotice(null);
    setBusy(true);
    answer(await api().removeUserLimit(limit.id), "removal");
  };

  const confirm = async () => {
    if (!limit?.pending || busy) return;
    setNotice(null);
    setBusy(true);
    answer(await api().confirmUserLimit({ token: limit.pending.token }), "confirmed");
  };

  const pending = limit?.pending ?? null;
  const resetsAt = (iso: string | null) => (iso ? when(iso) : null);

  return (
    <section className="limit-row" aria-labelledby={headingId}>
      <h4 id={headingId} className="limit-row__title">
        {periodName}
      </h4>
      {limit && isSession && limit.minutes !== null && (
        <SessionUsage limit={limit} minutes={limit.minutes} at={resetsAt(limit.resets_at)} />
      )}
      {limit &&
        !isSession &&
        limit.accounts.map((account) => {
          const used = money(account.current_value_amount_cents, account.currency);
          const cap = money(account.amount_cents, account.currency);
          const at = resetsAt(account.resets_at);
          return (
            <Usage
              key={account.currency}
              percent={usedPercent(account.current_value_amount_cents, account.amount_cents)}
              text={at ? t`${used} of ${cap} used, resets at ${at}` : t`${used} of ${cap} used`}
              note={
                severalOfType && account.binding
                  ? t`Of your limits of this kind, this one allows the least: it applies now.`
                  : null
              }
            />
          );
        })}
      {pending && (
        <div className="limit-row__pending">
          <p className="limit-row__pending-text">
            <PendingText pending={pending} money={money} from={when(pending.applies_at)} />
          </p>
          {pending.confirmable && (
            <button
              type="button"
              className="button button--primary button--small"
              onClick={() => void confirm()}
              disabled={busy}
            >
              {pending.kind === "removal" ? <Trans>Confirm removal</Trans> : <Trans>Confirm increase</Trans>}
            </button>
          )}
          {errors.token && <p className="field__error">{errors.token}</p>}
        </div>
      )}
      <form className="limit-row__form" onSubmit={(event) => void onSubmit(event)} noValidate>
        {isSession ? (
          <TextField
            name={`${type}-${period}-minutes`}
            label={t`Minutes per ${periodName}`}
            inputMode="numeric"
            autoComplete="off"
            value={values.minutes ?? ""}
            error={errors.minutes}
            onValueChange={(value) => setValues((previous) => ({ ...previous, minutes: value }))}
          />
        ) : (
          currencies.map((currency, index) => (
            <TextField
              key={currency}
              name={`${type}-${period}-${currency}`}
              label={t`Amount per ${periodName} (${currency})`}
              inputMode="decimal"
              autoComplete="off"
              value={values[currency] ?? ""}
              error={index === 0 ? (errors.amount ?? errors.currency) : undefined}
              onValueChange={(value) => setValues((previous) => ({ ...previous, [currency]: value }))}
            />
          ))
        )}
        <div className="limit-row__actions">
          <SubmitButton busy={busy}>{limit ? <Trans>Change</Trans> : <Trans>Set limit</Trans>}</SubmitButton>
          {limit && limit.status === "active" && pending?.kind !== "removal" && (
            <button type="button" className="button button--ghost" onClick={() => void remove()} disabled={busy}>
              <Trans>Remove</Trans>
            </button>
          )}
        </div>
      </form>
      {errors.base && <FormMessage tone="error">{errors.base}</FormMessage>}
      {notice === "applied" && (
        <FormMessage tone="success">
          <Trans>Saved. The limit applies now.</Trans>
        </FormMessage>
      )}
      {notice === "pending" && (
        <FormMessage tone="info">
          <Trans>Your increase is waiting: confirm it here once its cooling-off has ended.</Trans>
        </FormMessage>
      )}
      {notice === "removal" && (
        <FormMessage tone="info">
          <Trans>The limit stays until its cooling-off ends; then confirm its removal here.</Trans>
        </FormMessage>
      )}
      {notice === "confirmed" && (
        <FormMessage tone="success">
          <Trans>Confirmed. The change applies now.</Trans>
        </FormMessage>
      )}
    </section>
  );
}

function Usage({ percent, text, note = null }: { percent: number; text: string; note?: string | null }) {
  return (
    <div className="limit-usage">
      <div className="limit-usage__bar" aria-hidden="true">
        <span className="limit-usage__fill" style={{ width: `${percent}%` }} data-full={percent >= 100 || undefined} />
      </div>
      <p className="limit-usage__text">{text}</p>
      {note && <p className="limit-usage__binding">{note}</p>}
    </div>
  );
}

function SessionUsage({ limit, minutes, at }: { limit: UserLimit; minutes: number; at: string | null }) {
  const { t } = useLingui();
  const played = limit.current_minutes ?? 0;
  const percent = usedPercent(played, minutes);
  return (
    <Usage
      percent={percent}
      text={at ? t`${played} of ${minutes} minutes played, resets at ${at}` : t`${played} of ${minutes} minutes played`}
    />
  );
}

function PendingText({
  pending,
  money,
  from,
}: {
  pending: NonNullable<UserLimit["pending"]>;
  money: (cents: number, code: string) => string;
  from: string;
}) {
  const { t } = useLingui();
  if (pending.kind === "removal") {
    return <>{t`Removal asked for: the limit still applies. You can confirm the removal from ${from}.`}</>;
  }
  const askedMinutes = pending.minutes;
  const asked =
    askedMinutes !== null
      ? t`${askedMinutes} minutes`
      : pending.accounts.map((account) => money(account.amount_cents, account.currency)).join(", ");
  return <>{t`Increase to ${asked} asked for: the current limit applies until you confirm it, from ${from}.`}</>;
}

function initialValues(
  limit: UserLimit | undefined,
  currencies: readonly string[],
  currencyInfo: Parameters<typeof amountText>[2],
): Record<string, string> {
  if (!limit) return {};
  if (limit.type === "session") return { minutes: limit.minutes === null ? "" : String(limit.minutes) };
  const values: Record<string, string> = {};
  for (const account of limit.accounts) {
    if (currencies.includes(account.currency)) {
      values[account.currency] = amountText(account.amount_cents, account.currency, currencyInfo);
    }
  }
  return values;
}
