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
  // Server answers of the identity calls (issue 3); the site shows them in the player's language.
  "taken",
  "wrong_password",
  "locked",
  "unconfirmed",
  "invalid_token",
  "expired_token",
  "restricted_country",
  // Payments (spec points 5 and 8): deposit amount and method availability.
  "amount_number",
  "amount_min",
  "amount_max",
  "method_unavailable",
  "insufficient_funds",
  "not_recallable",
  // Crypto deposits: a transfer to an address the casino never gave out (sandbox chain).
  "unknown_address",
  // The operator API (back office): approving or rejecting a withdrawal that has moved on.
  "withdrawal_not_pending",
  // Any text field: U+0000 (NUL), which no text column can hold.
  "forbidden_character",
] as const;
export type MessageCode = (typeof MESSAGE_CODES)[number];

export interface MessageParams {
  count?: number;
  email?: string;
  /** An amount limit in major units, as the player typed amounts ("10", "0.0002"). */
  value?: string;
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
    taken: () => "ya está en uso",
    wrong_password: () => "Correo electrónico o contraseña incorrectos.",
    locked: () => "Tu cuenta está bloqueada. Revisa tu correo para ver las instrucciones de desbloqueo.",
    unconfirmed: () => "Debes confirmar tu dirección de correo electrónico antes de continuar.",
    invalid_token: () => "no es válido",
    expired_token: () => "ha caducado, solicita uno nuevo",
    restricted_country: () => "Lamentablemente, el registro parece estar restringido en tu país.",
    amount_number: () => "El importe debe ser un número",
    amount_min: ({ value }) => `El valor debe ser mayor o igual que ${value}`,
    amount_max: ({ value }) => `El valor debe ser menor o igual que ${value}`,
    method_unavailable: () => "Este método de pago no está disponible ahora. Elige otro.",
    insufficient_funds: () => "Fondos insuficientes",
    not_recallable: () => "Este retiro no se puede cancelar",
    unknown_address: () => "no es una dirección de depósito de este casino",
    withdrawal_not_pending: () => "Este retiro ya no está pendiente",
    forbidden_character: () => "contiene un carácter no permitido",
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
    taken: () => "já está a ser utilizado",
    wrong_password: () => "E-mail ou palavra-passe inválidos.",
    locked: () => "A sua conta está bloqueada. Consulte o seu e-mail para obter as instruções de desbloqueio.",
    unconfirmed: () => "Tem de confirmar o seu endereço de e-mail antes de continuar.",
    invalid_token: () => "é inválido",
    expired_token: () => "expirou, peça um novo",
    restricted_country: () => "Infelizmente, o registo parece estar restrito no seu país.",
    amount_number: () => "O montante tem de ser um número",
    amount_min: ({ value }) => `O valor tem de ser maior ou igual a ${value}`,
    amount_max: ({ value }) => `O valor tem de ser menor ou igual a ${value}`,
    method_unavailable: () => "Este método de pagamento não está disponível agora. Escolha outro.",
    insufficient_funds: () => "Fundos insuficientes",
    not_recallable: () => "Este levantamento não pode ser cancelado",
    unknown_address: () => "não é um endereço de depósito deste casino",
    withdrawal_not_pending: () => "Este levantamento já não está pendente",
    forbidden_character: () => "contém um carácter não permitido",
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
    taken: () => "já está em uso",
    wrong_password: () => "E-mail ou senha inválidos.",
    locked: () => "Sua conta está bloqueada. Verifique seu e-mail para ver as instruções de desbloqueio.",
    unconfirmed: () => "Você precisa confirmar seu endereço de e-mail antes de continuar.",
    invalid_token: () => "é inválido",
    expired_token: () => "expirou, solicite um novo",
    restricted_country: () => "Infelizmente, o cadastro parece estar restrito no seu país.",
    amount_number: () => "O valor deve ser um número",
    amount_min: ({ value }) => `O valor deve ser maior ou igual a ${value}`,
    amount_max: ({ value }) => `O valor deve ser menor ou igual a ${value}`,
    method_unavailable: () => "Este método de pagamento não está disponível agora. Escolha outro.",
    insufficient_funds: () => "Saldo insuficiente",
    not_recallable: () => "Este saque não pode ser cancelado",
    unknown_address: () => "não é um endereço de depósito deste cassino",
    withdrawal_not_pending: () => "Este saque não está mais pendente",
    forbidden_character: () => "contém um caractere não permitido",
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
    taken: () => "уже занят",
    wrong_password: () => "Неверный адрес электронной почты или пароль.",
    locked: () => "Ваш аккаунт заблокирован. Инструкции по разблокировке отправлены на вашу почту.",
    unconfirmed: () => "Прежде чем продолжить, подтвердите адрес электронной почты.",
    invalid_token: () => "недействителен",
    expired_token: () => "срок действия истёк, запросите новый",
    restricted_country: () => "К сожалению, регистрация в вашей стране ограничена.",
    amount_number: () => "Сумма должна быть числом",
    amount_min: ({ value }) => `Значение должно быть больше или равно ${value}`,
    amount_max: ({ value }) => `Значение должно быть меньше или равно ${value}`,
    method_unavailable: () => "Этот способ оплаты сейчас недоступен. Выберите другой.",
    insufficient_funds: () => "Недостаточно средств",
    not_recallable: () => "Этот вывод нельзя отменить",
    unknown_address: () => "не является адресом для депозита этого казино",
    withdrawal_not_pending: () => "Этот вывод больше не ожидает обработки",
    forbidden_character: () => "содержит недопустимый символ",
  },
};

export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === "string" && (MESSAGE_CODES as readonly string[]).includes(value);
}

export function formatMessage(code: MessageCode, locale: Locale, params: MessageParams = {}): string {
  return catalogues[locale][code]({ email: SAMPLE_EMAIL, ...params });
}
