import { useLingui } from "@lingui/react/macro";

/** The translated names of the personal-details fields, shared by the form and the required-fields list. */
export function usePersonalFieldLabels(): Record<string, string> {
  const { t } = useLingui();
  return {
    first_name: t`First name`,
    last_name: t`Last name`,
    date_of_birth: t`Date of birth`,
    country: t`Country`,
    city: t`City`,
    address: t`Address`,
    postal_code: t`Postal code`,
    mobile_phone: t`Mobile phone`,
  };
}
