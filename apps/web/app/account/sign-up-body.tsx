import { accountCalls } from "@croupier/contract/client/accounts";
import { authCalls } from "@croupier/contract/client/auth";
import { playerCalls } from "@croupier/contract/client/player";
import type { AuthLimits } from "@croupier/contract/schemas/auth";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import { browserApi } from "../lib/api.client.ts";
import {
  EVER_SIGNED_IN_KEY,
  REGISTRATION_BONUS_ID_KEY,
  REGISTRATION_PREFILL_BONUS_CODE_KEY,
  REGISTRATION_PREFILL_BONUS_ID_KEY,
  REGISTRATION_PREFILL_CURRENCY_KEY,
  readStorage,
  writeStorage,
} from "../lib/storage-keys.ts";
import type { ModalBodyProps } from "../modals/modal-body-props.ts";
import { closeModalSearch, openModalSearch } from "../modals/modal-flags.ts";
import { useModal } from "../modals/use-modal.ts";
import { loadToast } from "../shell/toasts.ts";
import { usePlayer, useShellData } from "../shell/use-shell-data.ts";
import {
  CheckboxField,
  FormMessage,
  PasswordField,
  SelectField,
  SubmitButton,
  TextField,
} from "../ui/form-controls.tsx";
import { LocaleLink } from "../ui/locale-link.tsx";
import { focusFirstInvalid, useForm, useLazyValidator, type Validators } from "../ui/use-form.ts";
import { readyData, useLoad } from "../ui/use-load.ts";
import { continueAfterWelcome } from "../welcome/welcome-seen.ts";
import { DEFAULT_LIMITS } from "./auth-limits.ts";
import { loadCurrencies, loadCurrentIp, loadPlayerFields } from "./reference-data.ts";
import { localizeServerErrors } from "./server-errors.ts";
import { buildSignUpPayload, parsePrefillCurrency, type SignUpValues } from "./sign-up-payload.ts";

const FIELDS = ["email", "password", "currency", "receive_promos", "age_acceptance"] as const;

/**
 * Sign-up: e-mail, password with the strength meter, currency (real money
 * and crypto, defaulting to the visitor's country currency), promotions and the 18+/terms box.
 * Limits come from /api/info/player_fields. On success the player is signed in; a currency
 * prefilled by a signed-out deposit attempt opens the matching deposit modal.
 */
export function SignUpBody({ close }: ModalBodyProps) {
  const { t } = useLingui();
  const { locale } = useShellData();
  const player = usePlayer();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const { hrefFor } = useModal();
  const formRef = useRef<HTMLFormElement>(null);
  const succeeded = useRef(false);
  const [sending, setSending] = useState(false);
  const [topError, setTopError] = useState<string | null>(null);

  const currencies = readyData(useLoad(() => loadCurrencies(locale), `loadCurrencies:${locale}`));
  const currentIp = readyData(useLoad(() => loadCurrentIp(locale), `loadCurrentIp:${locale}`));
  const fields = readyData(useLoad(() => loadPlayerFields(locale), `loadPlayerFields:${locale}`));
  const limits = useMemo<AuthLimits>(() => {
    const byName = (name: string) => fields?.fields.find((field) => field.field === name)?.length;
    return {
      email: byName("email") ?? DEFAULT_LIMITS.email,
      password: byName("password") ?? DEFAULT_LIMITS.password,
    };
  }, [fields]);
  const validator = useLazyValidator(
    useCallback(
      (validators: Validators) => (values: SignUpValues) => validators.validateSignUp(values, locale, limits),
      [locale, limits],
    ),
  );
  const form = useForm<SignUpValues>(
    { email: "", password: "", currency: "", receive_promos: false, age_acceptance: false },
    validator.validate,
    validator.start,
  );

  // Already signed in (e.g. an old link): nothing to do here.
  useEffect(() => {
    if (player?.id != null && !succeeded.current) close();
  }, [player, close]);

  // Real money and crypto only (never FUN); the default is a prefilled currency, else the country's.
  const realMoney = (currencies ?? []).filter((currency) => currency.fiat && !currency.play_money);
  const crypto = (currencies ?? []).filter((currency) => !currency.fiat && !currency.play_money);
  // A default, not the player's input: set without starting the validator's download.
  const { setValues } = form;
  const currencyTouched = form.values.currency !== "";
  useEffect(() => {
    if (currencyTouched || !currencies?.length) return;
    const prefill = parsePrefillCurrency(readStorage(REGISTRATION_PREFILL_CURRENCY_KEY));
    const allowed = currencies.filter((currency) => !currency.play_money).map((currency) => currency.code);
    const preferred = [prefill?.code, currentIp?.default_currency, currencies.find((c) => c.default)?.code];
    const pick = preferred.find((code) => code && allowed.includes(code));
    if (pick) setValues((previous) => ({ ...previous, currency: pick }));
  }, [currencies, currentIp, currencyTouched, setValues]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setTopError(null);
    if (!form.validateAll(FIELDS, await validator.ensure())) {
      focusFirstInvalid(formRef);
      return;
    }
    setSending(true);
    const result = await browserApi(locale, authCalls).signUp({ ...buildSignUpPayload(form.values, locale) });
    if (result.ok && result.data?.id != null) {
      succeeded.current = true;
      writeStorage(EVER_SIGNED_IN_KEY, "1");
      // A prefilled currency leads to its deposit modal and the registration bonus
      // id is stored (bonus 75 is stored but never applied, see registrationBonusToApply).
      const prefill = parsePrefillCurrency(readStorage(REGISTRATION_PREFILL_CURRENCY_KEY));
      const prefillBonus = readStorage(REGISTRATION_PREFILL_BONUS_ID_KEY);
      if (prefillBonus) writeStorage(REGISTRATION_BONUS_ID_KEY, prefillBonus);
      writeStorage(REGISTRATION_PREFILL_CURRENCY_KEY, null);
      writeStorage(REGISTRATION_PREFILL_BONUS_ID_KEY, null);
      // The prefilled currency is selected even when the form was changed to another: its wallet
      // is opened (adding an account selects it) before its deposit modal opens.
      if (prefill && prefill.code !== form.values.currency) {
        await browserApi(locale, accountCalls).addPlayerAccount(prefill.code);
      }
      // A deposit bonus code picked before sign-up (the home banner's deposit mission) is applied
      // to the first deposit, whose modal then opens.
      const prefillCode = readStorage(REGISTRATION_PREFILL_BONUS_CODE_KEY);
      writeStorage(REGISTRATION_PREFILL_BONUS_CODE_KEY, null);
      const codeApplied = prefillCode ? (await browserApi(locale, playerCalls).setBonusCode(prefillCode)).ok : false;
      if (prefillCode && !codeApplied) void loadToast().then((toast) => toast.error(t`Bonus code not added`));
      await revalidate();
      const { pathname, search, hash } = window.location;
      const chosenFiat = currencies?.find((currency) => currency.code === form.values.currency)?.fiat ?? true;
      const deposit = prefill
        ? prefill.fiat
          ? "fiat-deposit"
          : "crypto-deposit"
        : codeApplied
          ? chosenFiat
            ? "fiat-deposit"
            : "crypto-deposit"
          : null;
      // Before any wager the welcome modal shows the responsible-gambling tools (MGA); its Continue
      // leads on to the deposit the player was heading for.
      continueAfterWelcome(deposit);
      const next = openModalSearch(closeModalSearch(search, "sign-up"), "welcome");
      await navigate(`${pathname}${next}${hash}`, { replace: true, preventScrollReset: true });
      const toast = await loadToast();
      toast.success(t`Welcome! Your account is ready.`);
      return;
    }
    setSending(false);
    if (result.ok) {
      setTopError(t`Oops... Something went wrong!`);
      return;
    }
    if (result.status === 429) {
      setTopError(t`Too many attempts. Please wait a minute and try again.`);
      return;
    }
    const errors = localizeServerErrors(result.errors, locale);
    const fieldErrors = Object.fromEntries(
      Object.entries(errors).filter(([field]) => (FIELDS as readonly string[]).includes(field)),
    );
    form.setServerErrors(fieldErrors);
    // base (registration restricted for the country) and anything not on a field go to the top.
    const other = Object.entries(errors)
      .filter(([field]) => !(FIELDS as readonly string[]).includes(field))
      .flatMap(([, list]) => list);
    if (other.length) setTopError(other.join(" "));
    else if (!Object.keys(fieldErrors).length) setTopError(result.error ?? t`Oops... Something went wrong!`);
    else focusFirstInvalid(formRef);
  };

  const option = (currency: { code: string; symbol: string }) => ({
    value: currency.code,
    label:
      currency.symbol && currency.symbol !== currency.code ? `${currency.code} (${currency.symbol})` : currency.code,
  });

  return (
    <form ref={formRef} className="auth-form" onSubmit={onSubmit} noValidate>
      {topError && <FormMessage tone="error">{topError}</FormMessage>}
      <TextField
        name="email"
        label={t`Email`}
        type="email"
        autoComplete="email"
        inputMode="email"
        value={form.values.email}
        error={form.errors.email?.[0]}
        onValueChange={(value) => form.set("email", value)}
        onBlur={() => form.touch("email")}
      />
      <PasswordField
        name="password"
        label={t`Password`}
        autoComplete="new-password"
        meter
        value={form.values.password}
        error={form.errors.password?.[0]}
        onValueChange={(value) => form.set("password", value)}
        onBlur={() => form.touch("password")}
      />
      <SelectField
        name="currency"
        label={t`Currency`}
        value={form.values.currency}
        placeholder={currencies ? t`Choose a currency` : t`Loading…`}
        groups={[
          { label: t`Real money`, options: realMoney.map(option) },
          { label: t`Crypto`, options: crypto.map(option) },
        ].filter((group) => group.options.length > 0)}
        error={form.errors.currency?.[0]}
        onValueChange={(value) => form.set("currency", value)}
        onBlur={() => form.touch("currency")}
      />
      <CheckboxField
        name="receive_promos"
        label={t`I want to receive promotions`}
        checked={form.values.receive_promos}
        error={form.errors.receive_promos?.[0]}
        onCheckedChange={(value) => form.set("receive_promos", value)}
        onBlur={() => form.touch("receive_promos")}
      />
      <CheckboxField
        name="age_acceptance"
        label={
          <Trans>
            I am 18 years old and I accept the{" "}
            <LocaleLink to="/terms-and-conditions" target="_blank">
              Terms and Conditions
            </LocaleLink>{" "}
            and{" "}
            <LocaleLink to="/privacy-policy" target="_blank">
              Privacy Policy
            </LocaleLink>
          </Trans>
        }
        checked={form.values.age_acceptance}
        error={form.errors.age_acceptance?.[0]}
        onCheckedChange={(value) => {
          form.set("age_acceptance", value);
          form.touch("age_acceptance");
        }}
        onBlur={() => form.touch("age_acceptance")}
      />
      <SubmitButton busy={sending} block>
        <Trans>Create account</Trans>
      </SubmitButton>
      <p className="auth-form__switch">
        <Trans>Already have an account?</Trans>{" "}
        <Link to={hrefFor("sign-in")} preventScrollReset replace>
          <Trans>Sign in</Trans>
        </Link>
      </p>
    </form>
  );
}
