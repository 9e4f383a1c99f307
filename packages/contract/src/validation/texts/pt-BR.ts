import type { ValidationTexts } from "../messages.ts";

/** The validation texts in Brazilian Portuguese. */
const texts: ValidationTexts = {
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
};

export default texts;
