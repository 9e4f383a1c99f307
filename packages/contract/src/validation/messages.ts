import type { Locale } from "../i18n/locales.ts";

// The validation texts of spec point 5, in the five languages. Schemas carry a message *code*;
// formatMessage turns it into the player's language, so the platform's 422 answers and the site's
// forms say exactly the same thing.
export const MESSAGE_CODES = [
  "required",
  "too_short",
  "too_long",
  "email",
  "equality",
  "format",
  "special_symbol",
  "age",
] as const;
export type MessageCode = (typeof MESSAGE_CODES)[number];

export interface MessageParams {
  count?: number;
  email?: string;
}

/** The sample address that the e-mail message shows ("like {email}"). */
export const SAMPLE_EMAIL = "name@example.com";

type Catalogue = Record<MessageCode, (params: MessageParams) => string>;

const catalogues: Record<Locale, Catalogue> = {
  en: {
    required: () => "must be completed",
    too_short: ({ count }) => `is too short (minimum is ${count} characters)`,
    too_long: ({ count }) => `is too long (maximum is ${count} characters)`,
    email: ({ email }) => `enter in the correct format, like ${email}`,
    equality: () => "doesn't match Password",
    format: () => "invalid input",
    special_symbol: () => "must include at least one special symbol, such as !@#$%^*()-+=.",
    age: ({ count }) => `you must be at least ${count} years old`,
  },
  es: {
    required: () => "debe completarse",
    too_short: ({ count }) => `es demasiado corto (el mínimo es ${count} caracteres)`,
    too_long: ({ count }) => `es demasiado largo (el máximo es ${count} caracteres)`,
    email: ({ email }) => `introdúzcalo en el formato correcto, como ${email}`,
    equality: () => "no coincide con la contraseña",
    format: () => "entrada no válida",
    special_symbol: () => "debe incluir al menos un símbolo especial, como !@#$%^*()-+=.",
    age: ({ count }) => `debe tener al menos ${count} años`,
  },
  pt: {
    required: () => "tem de ser preenchido",
    too_short: ({ count }) => `é demasiado curto (o mínimo é ${count} caracteres)`,
    too_long: ({ count }) => `é demasiado longo (o máximo é ${count} caracteres)`,
    email: ({ email }) => `introduza no formato correto, como ${email}`,
    equality: () => "não coincide com a palavra-passe",
    format: () => "entrada inválida",
    special_symbol: () => "tem de incluir pelo menos um símbolo especial, como !@#$%^*()-+=.",
    age: ({ count }) => `tem de ter pelo menos ${count} anos`,
  },
  "pt-BR": {
    required: () => "deve ser preenchido",
    too_short: ({ count }) => `é muito curto (o mínimo é ${count} caracteres)`,
    too_long: ({ count }) => `é muito longo (o máximo é ${count} caracteres)`,
    email: ({ email }) => `digite no formato correto, como ${email}`,
    equality: () => "não corresponde à senha",
    format: () => "entrada inválida",
    special_symbol: () => "deve incluir pelo menos um símbolo especial, como !@#$%^*()-+=.",
    age: ({ count }) => `você deve ter pelo menos ${count} anos`,
  },
  ru: {
    required: () => "необходимо заполнить",
    too_short: ({ count }) => `слишком короткое значение (минимум ${count} символов)`,
    too_long: ({ count }) => `слишком длинное значение (максимум ${count} символов)`,
    email: ({ email }) => `введите в правильном формате, например ${email}`,
    equality: () => "не совпадает с паролем",
    format: () => "неверный ввод",
    special_symbol: () => "должен содержать хотя бы один специальный символ, например !@#$%^*()-+=.",
    age: ({ count }) => `вам должно быть не меньше ${count} лет`,
  },
};

export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === "string" && (MESSAGE_CODES as readonly string[]).includes(value);
}

export function formatMessage(code: MessageCode, locale: Locale, params: MessageParams = {}): string {
  return catalogues[locale][code]({ email: SAMPLE_EMAIL, ...params });
}
