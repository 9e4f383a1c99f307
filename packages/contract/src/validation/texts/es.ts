import type { ValidationTexts } from "../messages.ts";

/** The validation texts in Spanish. */
const texts: ValidationTexts = {
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
};

export default texts;
