import type { CompPoints, CompPointsMoneyRate } from "@croupier/contract";
import { loyaltyCalls } from "@croupier/contract/client/loyalty";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { browserApi } from "../lib/api.client.ts";
import { formatAmount } from "../lib/player.ts";
import { useShellData } from "../shell/use-shell-data.ts";
import { FormMessage, SubmitButton, TextField } from "../ui/form-controls.tsx";

/**
 * Exchange redeemable comp points for money in the player's current currency, at their level's
 * rate. The server's field errors are shown on their field; after an exchange the points and the
 * header balance reload.
 */
export function ExchangeForm({
  points,
  rates,
  currency,
  onExchanged,
}: {
  points: CompPoints;
  rates: readonly CompPointsMoneyRate[];
  currency: string;
  onExchanged: (points: CompPoints) => void;
}) {
  const { t, i18n } = useLingui();
  const { locale } = useShellData();
  const { revalidate } = useRevalidator();
  const [value, setValue] = useState("");
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [done, setDone] = useState<string | null>(null);
  const rate = rates.find((entry) => entry.group === points.level)?.rates.find((entry) => entry.currency === currency);
  if (!rate) {
    return (
      <p className="vip-exchange__note">
        <Trans>Points cannot be exchanged into {currency}.</Trans>
      </p>
    );
  }
  const rateText = `${i18n.number(rate.points)} CP = ${formatAmount(rate.amount_cents, currency, locale)}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setDone(null);
    const result = await browserApi(locale, loyaltyCalls).exchangeCompPoints({
      exchange: { points: value.trim(), currency, group: points.level },
    });
    setBusy(false);
    if (!result.ok) {
      setErrors(result.errors ?? { base: [result.error ?? t`The exchange failed. Please try again.`] });
      return;
    }
    setErrors({});
    setValue("");
    const { exchanged, ...next } = result.data;
    setDone(
      t`${i18n.number(exchanged.points)} CP exchanged for ${formatAmount(exchanged.amount_cents, exchanged.currency, locale)}.`,
    );
    onExchanged(next);
    void revalidate();
  }

  const otherErrors = [...(errors.base ?? []), ...(errors.currency ?? []), ...(errors.group ?? [])];
  return (
    <form className="vip-exchange" onSubmit={submit} noValidate>
      <h2 className="vip-exchange__title">
        <Trans>Exchange points for money</Trans>
      </h2>
      <p className="vip-exchange__rate">
        <Trans>Your rate: {rateText}</Trans>
      </p>
      {otherErrors.length > 0 && <FormMessage tone="error">{otherErrors.join(" ")}</FormMessage>}
      {done && <FormMessage tone="success">{done}</FormMessage>}
      <TextField
        name="points"
        label={t`Points to exchange`}
        inputMode="numeric"
        autoComplete="off"
        value={value}
        onValueChange={setValue}
        error={errors.points?.[0]}
        hint={t`You have ${i18n.number(points.chargeable.points)} redeemable CP.`}
      />
      <SubmitButton busy={busy} block>
        <Trans>Exchange</Trans>
      </SubmitButton>
    </form>
  );
}
