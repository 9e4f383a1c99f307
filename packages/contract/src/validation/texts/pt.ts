import type { ValidationTexts } from "../messages.ts";

/** The validation texts in European Portuguese. */
const texts: ValidationTexts = {
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
};

export default texts;
