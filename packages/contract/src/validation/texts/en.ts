import type { ValidationTexts } from "../messages.ts";

/** The validation texts in English. */
const texts: ValidationTexts = {
  required: () => "must be completed",
  too_short: ({ count }) => `is too short (minimum is ${count} characters)`,
  too_long: ({ count }) => `is too long (maximum is ${count} characters)`,
  email: ({ email }) => `enter in the correct format, like ${email}`,
  equality: () => "doesn't match Password",
  format: () => "invalid input",
  special_symbol: () => "must include at least one special symbol, such as !@#$%^*()-+=.",
  age: ({ count }) => `you must be at least ${count} years old`,
  taken: () => "has already been taken",
  wrong_password: () => "Invalid email or password.",
  locked: () => "Your account is locked. Check your e-mail for unlock instructions.",
  unconfirmed: () => "You have to confirm your email address before continuing.",
  invalid_token: () => "is invalid",
  expired_token: () => "has expired, please request a new one",
  restricted_country: () => "Unfortunately registration appears to be restricted for your country.",
  amount_number: () => "Amount must be a number",
  amount_min: ({ value }) => `Value must be greater than or equal to ${value}`,
  amount_max: ({ value }) => `Value must be less than or equal to ${value}`,
  method_unavailable: () => "This payment method isn`t available now. Choose another.",
  insufficient_funds: () => "Insufficient funds",
  not_recallable: () => "This withdrawal can't be cancelled",
  unknown_address: () => "is not a deposit address of this casino",
  withdrawal_not_pending: () => "This withdrawal is no longer pending",
  forbidden_character: () => "contains a character that is not allowed",
};

export default texts;
