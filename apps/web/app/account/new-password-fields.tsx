import type { Locale } from "@croupier/contract/i18n/locales";
import type { AuthLimits } from "@croupier/contract/schemas/auth";
import type { FieldErrors } from "@croupier/contract/validation/field-errors";
import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { PasswordField } from "../ui/form-controls.tsx";
import { readyData, useLoad } from "../ui/use-load.ts";
import { DEFAULT_LIMITS } from "./auth-limits.ts";
import { loadPlayerFields } from "./reference-data.ts";

type NewPassword = { password: string; password_confirmation: string };

/** The password rules the platform announces (`/api/info/player_fields`), the defaults until then. */
export function usePasswordLimits(locale: Locale): AuthLimits {
  const fields = readyData(useLoad(() => loadPlayerFields(locale), `loadPlayerFields:${locale}`));
  return useMemo<AuthLimits>(
    () => ({
      email: DEFAULT_LIMITS.email,
      password: fields?.fields.find((field) => field.field === "password")?.length ?? DEFAULT_LIMITS.password,
    }),
    [fields],
  );
}

/** A new password with its strength meter, then its confirmation (the reset and change forms). */
export function NewPasswordFields({
  values,
  errors,
  onChange,
  onBlur,
}: {
  values: NewPassword;
  errors: FieldErrors;
  onChange: (field: keyof NewPassword, value: string) => void;
  onBlur: (field: keyof NewPassword) => void;
}) {
  const { t } = useLingui();
  return (
    <>
      <PasswordField
        name="password"
        label={t`New password`}
        autoComplete="new-password"
        meter
        value={values.password}
        error={errors.password?.[0]}
        onValueChange={(value) => onChange("password", value)}
        onBlur={() => onBlur("password")}
      />
      <PasswordField
        name="password_confirmation"
        label={t`Confirm new password`}
        autoComplete="new-password"
        value={values.password_confirmation}
        error={errors.password_confirmation?.[0]}
        onValueChange={(value) => onChange("password_confirmation", value)}
        onBlur={() => onBlur("password_confirmation")}
      />
    </>
  );
}
