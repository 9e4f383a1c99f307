import type { PaymentMethod, WalletAccount } from "@croupier/contract";
import { paymentCalls } from "@croupier/contract/client/payments";
import type { FieldErrors } from "@croupier/contract/validation/field-errors";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, type ReactNode, useId, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { localizeServerErrors } from "../account/server-errors.ts";
import { useDepositTarget } from "../account/use-account.ts";
import { LoadError } from "../components/load-error.tsx";
import { formatMessage } from "../i18n/validation-texts.ts";
import { browserApi } from "../lib/api.client.ts";
import { formatAmount, isFiatCurrency } from "../lib/player.ts";
import { ModalLink } from "../modals/modal-link.tsx";
import { amountError, decimalsOf, formatMajorUnits, limitToMinorUnits } from "../payments/amount-rules.ts";
import { AmountTextField } from "../payments/amount-text-field.tsx";
import {
  checkMethodForm,
  contractFieldMessage,
  methodInputs,
  sanitizePhone,
  splitMethodValues,
  typedInputs,
} from "../payments/method-form.ts";
import { MethodLogo } from "../payments/method-logo.tsx";
import { methodTitle } from "../payments/method-title.ts";
import { loadToast } from "../shell/toasts.ts";
import { useShellData } from "../shell/use-shell-data.ts";
import { TwoFactorCodeField } from "../two-factor/code-field.tsx";
import { apiData } from "../ui/api-data.ts";
import { FormMessage, SubmitButton, TextField } from "../ui/form-controls.tsx";
import { focusFirstInvalid, useForm } from "../ui/use-form.ts";
import { useLoad } from "../ui/use-load.ts";
import { refreshAccounts } from "./accounts-store.ts";
import { RadioCards } from "./radio-cards.tsx";

interface WithdrawFormProps {
  account: WalletAccount;
  methods: PaymentMethod[];
  methodsError: { text: string | null; status: number } | null;
}

/**
 * The withdrawal request: a cash-out method of the current currency, the
 * amount within the method's limits and what can be cashed out (the deposit's messages), the
 * method's own fields; sent as a pending request that the page then lists.
 */
export function WithdrawForm({ account, methods, methodsError }: WithdrawFormProps) {
  const { t } = useLingui();
  const { currencies } = useShellData();
  const headingId = useId();
  const currency = account.currency;
  const known = currencies.find((one) => one.code === currency);
  const subunits = known?.subunits_to_unit ?? (isFiatCurrency(currency, currencies) ? 100 : 100_000_000);
  let content: ReactNode;
  if (methodsError) {
    content = (
      <LoadError error={methodsError.text} httpStatus={methodsError.status} onRetry={() => window.location.reload()} />
    );
  } else if (methods.length === 0) {
    content = (
      <p className="wallet-card__lead">
        <Trans>Withdrawals are not available in {currency}. Switch to a real-money currency to withdraw.</Trans>
      </p>
    );
  } else if (account.available_to_cashout_cents <= 0) {
    content = <NothingToWithdraw currency={currency} />;
  } else {
    content = <RequestForm account={account} methods={methods} subunits={subunits} />;
  }
  return (
    <section className="wallet-card withdraw__form" aria-labelledby={headingId}>
      <h2 id={headingId} className="wallet-card__title">
        {t`Request a withdrawal`}
      </h2>
      {content}
    </section>
  );
}

function NothingToWithdraw({ currency }: { currency: string }) {
  const depositTarget = useDepositTarget();
  return (
    <div className="wallet-card__empty">
      <p className="wallet-card__lead">
        <Trans>There is nothing to withdraw in {currency} yet.</Trans>
      </p>
      <ModalLink flag={depositTarget} className="button button--primary">
        <Trans>Deposit</Trans>
      </ModalLink>
    </div>
  );
}

function useFieldLabels(): Record<string, string> {
  const { t } = useLingui();
  return {
    email: t`E-mail`,
    account: t`Neteller account (e-mail)`,
    phoneNumber: t`Phone number`,
    accountNumber: t`Account number`,
    iban: t`IBAN`,
  };
}

function RequestForm({
  account,
  methods,
  subunits,
}: {
  account: WalletAccount;
  methods: PaymentMethod[];
  subunits: number;
}) {
  const { t, i18n } = useLingui();
  const { locale, currencies, player } = useShellData();
  const { revalidate } = useRevalidator();
  const labels = useFieldLabels();
  const formRef = useRef<HTMLFormElement>(null);
  const currency = account.currency;
  const [methodId, setMethodId] = useState(methods[0]?.id ?? "");
  const [topError, setTopError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const method = methods.find((one) => one.id === methodId) ?? methods[0];
  const fields = useLoad(
    () => apiData(browserApi(locale, paymentCalls).getPaymentMethodFields(methodId, currency, "cashout")),
    `cashout-fields:${methodId}:${currency}:${locale}`,
  );
  const limits = method
    ? { min: method.termsOfService.restrictions.minAmountValue, max: method.termsOfService.restrictions.maxAmountValue }
    : { min: 0, max: 0 };
  const inputs = fields.status === "ready" ? methodInputs(fields.data.methodFields) : [];
  const shown = typedInputs(inputs);
  const hasHostedFields = inputs.some((input) => input.hosted);
  const available = BigInt(account.available_to_cashout_cents);
  // Two-factor sign-in on: the request also needs a code (or a recovery code).
  const twoFactor = Boolean(player?.two_factor_enabled);
  const [recovery, setRecovery] = useState(false);
  const codeTexts = {
    code: t`Authentication code`,
    recovery: t`Recovery code`,
    useRecovery: t`Use a recovery code`,
    useApp: t`Use the authenticator app`,
    codeHint: t`The 6-digit code your authenticator app shows`,
  };

  // The amount (`amountValue`, the request's name for it) and the method's own fields.
  const validate = (values: Record<string, string>) => {
    const errors: FieldErrors = {};
    for (const [name, problem] of Object.entries(checkMethodForm(shown, values))) {
      errors[name] = [contractFieldMessage(problem, locale)];
    }
    const amountProblem = amountError(values.amountValue ?? "", limits, subunits, locale, available);
    if (amountProblem) errors.amountValue = [amountProblem];
    if (twoFactor && !values.authentication_code?.trim())
      errors.authentication_code = [formatMessage("required", locale)];
    return errors;
  };
  const form = useForm<Record<string, string>>({ amountValue: "" }, validate);
  const codeField = twoFactor ? ["authentication_code"] : [];
  const { values } = form;
  const amount = values.amountValue ?? "";
  const errorOf = (field: string) => form.errors[field]?.[0] ?? null;
  const touch = form.touch;
  const change = (field: string, value: string) => form.set(field, value);

  // Another method has other fields: only the amount and whether it was left carry over.
  const pickMethod = (id: string) => {
    setMethodId(id);
    form.setValues((previous) => ({
      amountValue: previous.amountValue ?? "",
      ...(previous.authentication_code ? { authentication_code: previous.authentication_code } : {}),
    }));
    form.setServerErrors({});
    form.setTouched((previous) => new Set([...previous].filter((field) => field === "amountValue")));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || !method || fields.status !== "ready") return;
    setTopError(null);
    if (!form.validateAll(["amountValue", ...shown.map((input) => input.name), ...codeField])) {
      focusFirstInvalid(formRef);
      return;
    }
    setSending(true);
    const { methodFieldsData } = splitMethodValues(shown, values);
    const result = await browserApi(locale, paymentCalls).requestWithdrawal({
      amountValue: amount,
      id: method.id,
      currency,
      paymentAction: "cashout",
      methodFieldsData,
      ...(twoFactor ? { authentication_code: values.authentication_code?.trim() ?? "" } : {}),
    });
    const toast = await loadToast();
    setSending(false);
    if (result.ok) {
      toast.success(t`Withdrawal requested`);
      // The accounts store first (the header's balance), then the page: pending list and history.
      await refreshAccounts(locale, player?.id ?? null);
      await revalidate();
      return;
    }
    const errors = localizeServerErrors(result.errors, locale);
    const onFields = new Set(["amountValue", ...shown.map((input) => input.name), ...codeField]);
    // A code is good once: a refused request needs a fresh one.
    if (twoFactor) form.set("authentication_code", "");
    form.setServerErrors(Object.fromEntries(Object.entries(errors).filter(([field]) => onFields.has(field))));
    const other = Object.entries(errors)
      .filter(([field]) => !onFields.has(field))
      .flatMap(([, list]) => list);
    if (other.length > 0) setTopError(other.join(" "));
    else if (Object.keys(errors).length === 0) setTopError(result.error ?? t`Oops... Something went wrong!`);
    toast.error(t`Withdrawal not requested`);
    focusFirstInvalid(formRef);
  };

  const formatLimit = (limit: number) =>
    formatAmount(Number(limitToMinorUnits(limit, subunits)), currency, locale, currencies);
  const minText = formatLimit(limits.min);
  const maxLimitText = formatLimit(limits.max);
  // "Withdraw all": what can be cashed out, capped by the method's maximum (exact, in minor units).
  const maxMinor = limitToMinorUnits(limits.max, subunits);
  const allText = formatMajorUnits(available < maxMinor ? available : maxMinor, subunits);

  return (
    <form ref={formRef} className="withdraw-form" onSubmit={onSubmit} noValidate>
      {topError && <FormMessage tone="error">{topError}</FormMessage>}
      <RadioCards
        legend={<Trans>Method</Trans>}
        name="method"
        value={method?.id}
        onChange={pickMethod}
        className="radio-cards--methods"
        cards={methods.map((one) => ({
          value: one.id,
          content: (
            <>
              <MethodLogo method={one} />
              <span className="method-option__title">{methodTitle(one, i18n)}</span>
            </>
          ),
        }))}
      />
      <div className="withdraw-form__amount">
        <AmountTextField
          currency={currency}
          decimals={decimalsOf(subunits)}
          value={amount}
          onValueChange={(next) => change("amountValue", next)}
          onBlur={() => touch("amountValue")}
          error={errorOf("amountValue")}
          hint={
            <Trans>
              From {minText} to {maxLimitText}
            </Trans>
          }
        />
        <button
          type="button"
          className="button button--ghost button--small withdraw-form__max"
          onClick={() => change("amountValue", allText)}
        >
          <Trans>Withdraw all</Trans>
        </button>
      </div>
      {fields.status === "failed" && (
        <LoadError error={fields.error} httpStatus={fields.httpStatus} onRetry={fields.retry} />
      )}
      {shown.map((input) => (
        <TextField
          key={`${methodId}:${input.name}`}
          name={input.name}
          label={labels[input.name] ?? input.name}
          type={input.kind === "email" ? "email" : input.kind === "tel" ? "tel" : "text"}
          autoComplete={input.kind === "email" ? "email" : input.kind === "tel" ? "tel" : "off"}
          placeholder={input.kind === "tel" ? "+44770090012" : undefined}
          value={values[input.name] ?? ""}
          onValueChange={(next) => change(input.name, input.kind === "tel" ? sanitizePhone(next) : next)}
          onBlur={() => touch(input.name)}
          error={errorOf(input.name)}
        />
      ))}
      {twoFactor && (
        <TwoFactorCodeField
          name="authentication_code"
          value={values.authentication_code ?? ""}
          error={errorOf("authentication_code")}
          recovery={recovery}
          texts={codeTexts}
          onValueChange={(next) => change("authentication_code", next)}
          onRecoveryChange={setRecovery}
          onBlur={() => touch("authentication_code")}
        />
      )}
      {hasHostedFields && (
        <p className="wallet-card__lead">
          <Trans>Card withdrawals are paid to the card you deposited with.</Trans>
        </p>
      )}
      <SubmitButton busy={sending} disabled={fields.status !== "ready"} large block>
        <Trans>Request withdrawal</Trans>
      </SubmitButton>
      <p className="withdraw-form__note">
        <Trans>
          The amount is held from your balance at once. We review each request and pay it out, usually within 24 hours.
        </Trans>
      </p>
    </form>
  );
}
