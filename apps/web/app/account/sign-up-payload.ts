// The sign-up payload is the form (email, password, currency, receive_promos,
// age_acceptance) plus terms_acceptance = age_acceptance, password_confirmation = password and an
// empty groups list.

export interface SignUpValues {
  email: string;
  password: string;
  currency: string;
  receive_promos: boolean;
  age_acceptance: boolean;
}

export interface SignUpPayload extends SignUpValues {
  password_confirmation: string;
  terms_acceptance: boolean;
  groups: never[];
  locale?: string;
}

export function buildSignUpPayload(values: SignUpValues, locale?: string): SignUpPayload {
  return {
    email: values.email.trim(),
    password: values.password,
    password_confirmation: values.password,
    currency: values.currency,
    receive_promos: values.receive_promos,
    age_acceptance: values.age_acceptance,
    terms_acceptance: values.age_acceptance,
    groups: [],
    ...(locale ? { locale } : {}),
  };
}

export interface PrefillCurrency {
  code: string;
  fiat: boolean;
}

/** Reads the unauthorized deposit buffer's prefilled currency (`{ code, fiat }`), if any. */
export function parsePrefillCurrency(raw: string | null): PrefillCurrency | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PrefillCurrency>;
    return typeof value.code === "string" && value.code ? { code: value.code, fiat: value.fiat !== false } : null;
  } catch {
    return null;
  }
}

/** Welcome bonus 75 is stored as the registration bonus but never applied. */
export const UNAPPLIED_REGISTRATION_BONUS_ID = "75";

export function registrationBonusToApply(bonusId: string | null): string | null {
  return bonusId && bonusId !== UNAPPLIED_REGISTRATION_BONUS_ID ? bonusId : null;
}
