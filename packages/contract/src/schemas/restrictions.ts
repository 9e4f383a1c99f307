// Restriction marks the platform ships with (GET /api/restrictions/marks answers the marks that
// apply to the visitor; GET /api/restrictions describes what each mark hides).

/** Rule resource `site`: the site is unavailable in the visitor's country. */
export const COUNTRY_RESTRICTED_MARK = "country_restricted";
/** Rule resource `currency`: the crypto currencies in `scope.code` are hidden. */
export const CRYPTO_RESTRICTED_MARK = "crypto_restricted";
/**
 * Rule resource `registration`: the site stays open but sign-up answers the registration-restricted
 * error (sign-up is refused for `site` rules too). No country carries it by default.
 */
export const REGISTRATION_RESTRICTED_MARK = "registration_restricted";
