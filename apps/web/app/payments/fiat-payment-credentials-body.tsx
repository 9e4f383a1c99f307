import { paymentCalls } from "@croupier/contract/client/payments";
import type { Locale } from "@croupier/contract/i18n/locales";
import type { PaymentMethod } from "@croupier/contract/schemas/payments";
import { SAMPLE_EMAIL } from "@croupier/contract/validation/format-with";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useMemo, useRef, useState } from "react";
import { localizeServerErrors } from "../account/server-errors.ts";
import { formatMessage } from "../i18n/validation-texts.ts";
import { browserApi } from "../lib/api.client.ts";
import type { ModalBodyProps } from "../modals/modal-body-props.ts";
import { useShellData } from "../shell/use-shell-data.ts";
import { parseAmount } from "./amount-rules.ts";
import { formatMajor } from "./deposit-amounts.ts";
import { updateDepositBuffer, useDepositBuffer } from "./deposit-buffer.ts";
import { splitDepositErrors, topMessage } from "./deposit-errors.ts";
import { BackLink, DepositSteps, DepositSummary, SecureNote } from "./deposit-steps.tsx";
import { postToGateway } from "./gateway-form.ts";
import { MethodFields } from "./method-fields.tsx";
import {
  checkMethodForm,
  emptyMethodValues,
  type FieldProblem,
  isMethodFormAvailable,
  type MethodInput,
  type MethodValues,
  methodInputs,
  splitMethodValues,
} from "./method-form.ts";
import { MethodLogo } from "./method-logo.tsx";
import { methodTitle } from "./method-title.ts";
import { useDepositMethods } from "./payment-methods.ts";
import "./deposit.css";
import { afterPress } from "../ui/after-press.ts";
import { useLoad } from "../ui/use-load.ts";

type FieldsState = { status: "loading" } | { status: "ready"; inputs: MethodInput[] } | { status: "unavailable" };

/**
 * Fiat deposit, step 3: the picked method's form. Submitting creates the
 * deposit (POST /api/payments/deposits, never with card data) and sends the browser to the
 * gateway: card fields are posted straight to it, e-wallets simply go to its page.
 */
export function FiatPaymentCredentialsBody(_props: ModalBodyProps) {
  const { t, i18n } = useLingui();
  const { locale } = useShellData();
  const buffer = useDepositBuffer();
  const methods = useDepositMethods(locale, buffer.currency);
  const method = methods.status === "ready" ? methods.data.find((item) => item.id === buffer.method) : undefined;
  const fields = useMethodFields(locale, buffer.method, buffer.currency);
  const amount = parseAmount(buffer.value);
  const shownAmount = amount === null ? "—" : formatMajor(amount, buffer.currency, locale);

  return (
    <div className="deposit-form">
      <DepositSteps current="fiat-payment-credentials" />
      <DepositSummary
        amount={shownAmount}
        detail={method ? methodTitle(method, i18n) : undefined}
        icon={method ? <MethodLogo method={method} /> : undefined}
        changeTo="fiat-payment"
      />
      {fields.status === "loading" && <div className="modal__loading" aria-hidden="true" />}
      {fields.status === "unavailable" && (
        <div className="form-message form-message--error" role="alert">
          {formatMessage("method_unavailable", locale)}
        </div>
      )}
      {fields.status === "ready" && buffer.method && (
        <CredentialsForm
          key={buffer.method}
          locale={locale}
          methodId={buffer.method}
          method={method}
          inputs={fields.inputs}
          amountValue={buffer.value}
          currency={buffer.currency}
          payLabel={amount === null ? t`Pay` : t`Pay ${shownAmount}`}
        />
      )}
      <BackLink to="fiat-payment" />
    </div>
  );
}

/** GET the method's fields; no method, an unknown one or one without fields "isn`t available now". */
function useMethodFields(locale: Locale, methodId: string | null, currency: string): FieldsState {
  const fields = useLoad(async () => {
    if (!methodId) return null;
    const result = await browserApi(locale, paymentCalls).getPaymentMethodFields(methodId, currency);
    return result.ok && isMethodFormAvailable(result.data) ? methodInputs(result.data.methodFields) : null;
  }, `${locale}:${methodId}:${currency}`);
  if (fields.status === "loading") return fields;
  return fields.status === "ready" && fields.data
    ? { status: "ready", inputs: fields.data }
    : { status: "unavailable" };
}

function CredentialsForm({
  locale,
  methodId,
  method,
  inputs,
  amountValue,
  currency,
  payLabel,
}: {
  locale: Locale;
  methodId: string;
  method: PaymentMethod | undefined;
  inputs: MethodInput[];
  amountValue: string;
  currency: string;
  payLabel: string;
}) {
  const { t } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<MethodValues>(() => emptyMethodValues(inputs));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [topError, setTopError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const problems = useMemo(() => checkMethodForm(inputs, values), [inputs, values]);
  const isCard = inputs.some((input) => input.hosted);
  const provider = method?.title ?? methodId;

  const sampleEmail = SAMPLE_EMAIL;
  const messages: Record<FieldProblem, string> = {
    required: formatMessage("required", locale),
    card_number: t`Invalid card number. Please enter 16 digits.`,
    cvv: t`Invalid CVV. Please enter 3 digits`,
    email: t`Enter an email address in the correct format, like ${sampleEmail}`,
    phone: t`Enter + and 11 digits, like +12345678901`,
  };
  const errors: Record<string, string | undefined> = {};
  for (const input of inputs) {
    const problem = problems[input.name];
    errors[input.name] =
      serverErrors[input.name] ?? (problem && touched.has(input.name) ? messages[problem] : undefined);
  }

  const onChange = (name: string, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    // A server error on a field goes as soon as the player edits it.
    const owner = name === "expiryMonth" || name === "expiryYear" ? "expiry_date" : name;
    setServerErrors(({ [owner]: _dropped, ...rest }) => rest);
  };
  const onBlur = (name: string) => afterPress(() => setTouched((previous) => new Set(previous).add(name)));

  const scrollToTop = () => formRef.current?.closest(".modal__body")?.scrollTo({ top: 0, behavior: "smooth" });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setTopError(null);
    setTouched(new Set(inputs.map((input) => input.name)));
    if (Object.keys(problems).length > 0) {
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
      return;
    }
    setSending(true);
    const { methodFieldsData, gatewayFields } = splitMethodValues(inputs, values);
    const result = await browserApi(locale, paymentCalls).createDeposit({
      amountValue: Number(amountValue),
      id: methodId,
      currency,
      paymentAction: "deposit",
      methodFieldsData,
    });
    if (result.ok) {
      updateDepositBuffer({ paymentId: result.data.id });
      // The button stays busy while the browser leaves for the gateway.
      if (isCard) postToGateway(result.data.redirectUrl, gatewayFields);
      else window.location.assign(result.data.redirectUrl);
      return;
    }
    setSending(false);
    const split = splitDepositErrors(
      localizeServerErrors(result.errors, locale),
      inputs.map((input) => input.name),
    );
    setServerErrors(Object.fromEntries(Object.entries(split.fields).map(([name, list]) => [name, list.join(" ")])));
    const fallback =
      result.status === 0 ? t`No connection. Check your network and try again.` : t`Oops... Something went wrong!`;
    setTopError(topMessage(split, result.error, fallback));
    scrollToTop();
  };

  return (
    <form ref={formRef} className="deposit-credentials" onSubmit={onSubmit} noValidate aria-busy={sending}>
      {topError && (
        <div className="form-message form-message--error" role="alert">
          {topError}
        </div>
      )}
      <MethodFields inputs={inputs} values={values} errors={errors} onChange={onChange} onBlur={onBlur} />
      <button
        type="submit"
        className="button button--primary button--large button--block deposit-form__submit"
        disabled={sending}
        aria-busy={sending}
      >
        {sending ? <Trans>Processing…</Trans> : payLabel}
      </button>
      <SecureNote>
        {isCard ? (
          <Trans>Your card details go straight to the payment provider over an encrypted connection.</Trans>
        ) : (
          <Trans>You will confirm the payment on the {provider} page and come back here.</Trans>
        )}
      </SecureNote>
    </form>
  );
}
