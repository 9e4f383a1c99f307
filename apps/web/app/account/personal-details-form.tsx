import type { PlayerFields } from "@croupier/contract";
import { playerCalls } from "@croupier/contract/client/player";
import type { Player } from "@croupier/contract/schemas/player";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useCallback, useId, useMemo, useRef, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { formatMessage } from "../i18n/validation-texts.ts";
import { browserApi } from "../lib/api.client.ts";
import { depositFlag } from "../lib/player.ts";
import { openModalSearch } from "../modals/modal-flags.ts";
import { loadToast } from "../shell/toasts.ts";
import { useShellData } from "../shell/use-shell-data.ts";
import { FieldError, FormMessage, SelectField, SubmitButton, TextField } from "../ui/form-controls.tsx";
import { focusFirstInvalid, useForm, useLazyValidator, type Validators } from "../ui/use-form.ts";
import { readyData, useLoad } from "../ui/use-load.ts";
import { changeDatePart, type DateParts, fromIsoDate, padPart, toIsoDate } from "./date-input.ts";
import { editableFieldsOf } from "./editable-fields.ts";
import { usePersonalFieldLabels } from "./personal-field-labels.ts";
import { sanitizePhone } from "./phone-input.ts";
import { loadCountries } from "./reference-data.ts";
import { localizeServerErrors } from "./server-errors.ts";

/** Gender and the promo flags are never shown in this form. */
const HIDDEN = new Set(["gender", "receive_promos", "receive_sms_promos"]);
/** The order the form shows its fields in. */
const ORDER = ["first_name", "last_name", "date_of_birth", "country", "city", "address", "postal_code", "mobile_phone"];

/** Which fields the form shows: the server's editable list (or a given subset), in form order. */
export function formFields(definition: PlayerFields | null | undefined, only?: readonly string[]): string[] {
  const editable = editableFieldsOf(definition ?? undefined, "edition");
  const wanted = only ? editable.filter((field) => only.includes(field)) : editable;
  return ORDER.filter((field) => wanted.includes(field) && !HIDDEN.has(field));
}

type Values = Record<string, string> & { dob_day: string; dob_month: string; dob_year: string };

function initialValues(player: Player, fields: readonly string[]): Values {
  const parts = fromIsoDate(player.date_of_birth);
  const values: Values = { dob_day: parts.day, dob_month: parts.month, dob_year: parts.year };
  const source = player as unknown as Record<string, unknown>;
  for (const field of fields) {
    if (field === "date_of_birth") continue;
    const value = source[field];
    values[field] = typeof value === "string" ? value : "";
  }
  return values;
}

function toPlayer(values: Values, fields: readonly string[]): Record<string, string> {
  const player: Record<string, string> = {};
  for (const field of fields) {
    player[field] =
      field === "date_of_birth"
        ? toIsoDate({ day: values.dob_day, month: values.dob_month, year: values.dob_year })
        : (values[field] ?? "").trim();
  }
  return player;
}

/**
 * The personal-details form, shared by the personal-info and required-fields modals:
 * the contract's makePersonalDetailsFields for exactly the shown fields (validators.ts, loaded on
 * the form's first keystroke, blur or submit), PATCH /api/player with context "edition", server
 * errors under their fields and "<first field> invalid input" on top.
 * Saved: toast, accounts reload, then the deposit modal by currency.
 */
export function PersonalDetailsForm({
  player,
  definition,
  fields,
}: {
  player: Player;
  definition: PlayerFields | null;
  fields: readonly string[];
}) {
  const { t } = useLingui();
  const { locale, currencies } = useShellData();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const formRef = useRef<HTMLFormElement>(null);
  const dobId = useId();
  const [sending, setSending] = useState(false);
  const [topError, setTopError] = useState<string | null>(null);
  const countries = readyData(useLoad(() => loadCountries(locale), `loadCountries:${locale}`));

  // A date of birth that is set once cannot change: it is shown, not sent.
  const dobLocked =
    Boolean(player.date_of_birth) &&
    Boolean(definition?.fields.find((field) => field.field === "date_of_birth")?.once_set);
  const sent = useMemo(() => fields.filter((field) => !(field === "date_of_birth" && dobLocked)), [fields, dobLocked]);
  const validator = useLazyValidator(
    useCallback(
      (validators: Validators) => {
        const check = validators.personalDetailsValidator(sent, definition, locale);
        return (values: Values) => check(toPlayer(values, sent));
      },
      [sent, definition, locale],
    ),
  );
  const form = useForm<Values>(initialValues(player, fields), validator.validate, validator.start);
  const labels = usePersonalFieldLabels();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setTopError(null);
    if (!form.validateAll(sent, await validator.ensure())) {
      focusFirstInvalid(formRef);
      return;
    }
    setSending(true);
    const result = await browserApi(locale, playerCalls).updatePlayer(toPlayer(form.values, sent), "edition");
    const toast = await loadToast();
    if (result.ok) {
      toast.success(t`Data saved successfully`);
      // The accounts reload (root data), then the deposit modal by currency opens.
      await revalidate();
      const { pathname, search, hash } = window.location;
      const flag = depositFlag(result.data?.currency ?? player.currency, currencies);
      await navigate(`${pathname}${openModalSearch(search, flag)}${hash}`, { replace: true, preventScrollReset: true });
      return;
    }
    setSending(false);
    toast.error(t`Data not saved, check the completed fields for errors`);
    const errors = localizeServerErrors(result.errors, locale);
    form.setServerErrors(errors);
    const first = Object.keys(errors)[0];
    // The first field's name plus "invalid input" on top, the details under fields.
    if (first) setTopError(`${labels[first] ?? first}: ${formatMessage("format", locale)}`);
    else setTopError(t`Data not saved, check the completed fields for errors`);
    focusFirstInvalid(formRef);
  };

  const error = (field: string) => form.errors[field]?.[0];
  const text = (field: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      key={field}
      name={field}
      label={labels[field] ?? field}
      value={form.values[field] ?? ""}
      error={error(field)}
      onValueChange={(value) => form.set(field, value)}
      onBlur={() => form.touch(field)}
      {...extra}
    />
  );

  // The date parts bypass form.set (one field, three inputs), so they start the validator here.
  const setDob = (part: keyof DateParts, raw: string) => {
    validator.start();
    const next = changeDatePart(
      { day: form.values.dob_day, month: form.values.dob_month, year: form.values.dob_year },
      part,
      raw,
    );
    form.setValues((previous) => ({ ...previous, dob_day: next.day, dob_month: next.month, dob_year: next.year }));
    form.setServerErrors(({ date_of_birth: _dropped, ...rest }) => rest);
  };
  const padDob = (part: "dob_day" | "dob_month") => {
    const padded = padPart(form.values[part]);
    if (padded !== form.values[part]) setDob(part === "dob_day" ? "day" : "month", padded);
  };
  const dobError = dobLocked ? undefined : error("date_of_birth");

  const renderField = (field: string) => {
    switch (field) {
      case "first_name":
        return text(field, { autoComplete: "given-name" });
      case "last_name":
        return text(field, { autoComplete: "family-name" });
      case "city":
        return text(field, { autoComplete: "address-level2" });
      case "address":
        return text(field, { autoComplete: "street-address" });
      case "postal_code":
        return text(field, { autoComplete: "postal-code" });
      case "mobile_phone":
        return text(field, {
          type: "tel",
          inputMode: "tel",
          autoComplete: "tel",
          placeholder: "+",
          onValueChange: (value) => form.set(field, sanitizePhone(value)),
        });
      case "country":
        return (
          <SelectField
            key={field}
            name={field}
            label={labels.country ?? field}
            value={form.values.country ?? ""}
            placeholder={countries ? t`Choose a country` : t`Loading…`}
            options={(countries ?? []).map((country) => ({ value: country.code, label: country.name }))}
            autoComplete="country"
            error={error(field)}
            onValueChange={(value) => form.set(field, value)}
            onBlur={() => form.touch(field)}
          />
        );
      case "date_of_birth":
        return (
          <fieldset
            key={field}
            className={`field field--date${dobError ? " field--invalid" : ""}`}
            onBlur={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) form.touch("date_of_birth");
            }}
          >
            <legend className="field__label">{labels.date_of_birth}</legend>
            <div className="date-input">
              {(
                [
                  ["dob_day", "day", t`Day`, t`DD`, 2],
                  ["dob_month", "month", t`Month`, t`MM`, 2],
                  ["dob_year", "year", t`Year`, t`YYYY`, 4],
                ] as const
              ).map(([key, part, label, placeholder, size]) => (
                <div key={key} className={`date-input__part date-input__part--${part}`}>
                  <label htmlFor={`${dobId}-${part}`} className="date-input__label">
                    {label}
                  </label>
                  <input
                    id={`${dobId}-${part}`}
                    name={key}
                    className="field__control"
                    inputMode="numeric"
                    autoComplete={`bday-${part}`}
                    placeholder={placeholder}
                    maxLength={size}
                    disabled={dobLocked}
                    value={form.values[key]}
                    aria-invalid={dobError ? "true" : "false"}
                    aria-describedby={dobError ? `${dobId}-error` : undefined}
                    onChange={(event) => setDob(part, event.target.value)}
                    onBlur={() => {
                      if (key !== "dob_year") padDob(key);
                    }}
                  />
                </div>
              ))}
            </div>
            <FieldError id={dobId} error={dobError} />
          </fieldset>
        );
      default:
        return text(field);
    }
  };

  return (
    <form ref={formRef} className="auth-form personal-form" onSubmit={onSubmit} noValidate>
      {topError && <FormMessage tone="error">{topError}</FormMessage>}
      {fields.length === 0 && definition && (
        <FormMessage tone="info">
          <Trans>There is nothing to fill in right now.</Trans>
        </FormMessage>
      )}
      {fields.map(renderField)}
      <SubmitButton busy={sending} block>
        <Trans>Save</Trans>
      </SubmitButton>
    </form>
  );
}
