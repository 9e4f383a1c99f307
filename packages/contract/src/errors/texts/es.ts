import type { ErrorTexts } from "../error-messages.ts";

/** The error texts in Spanish. */
const texts: ErrorTexts = {
  unauthorized: "Debes iniciar sesión o registrarte para continuar.",
  insufficient_funds: "Fondos insuficientes para esta apuesta.",
  limit_reached: "Esta apuesta supera tu límite.",
  player_disabled: "Tu cuenta no puede jugar en este momento. Ponte en contacto con el soporte.",
  game_unavailable: "Este juego no está disponible en este momento.",
  play_in_progress: "Tu jugada anterior aún se está liquidando. Inténtalo de nuevo en un momento.",
  round_open: "Termina primero la ronda abierta.",
  seed_not_revealed: "La semilla del servidor de esta jugada se revela cuando cambias tus semillas.",
  session_ended: "Esta sesión de juego ha terminado. Vuelve a abrir el juego para seguir jugando.",
  too_soon: "Espera un momento antes de la siguiente ronda.",
  bonus_not_activatable: "Este bono ya no se puede activar.",
  bonus_wagering: "Primero completa o renuncia al bono que estás apostando en esta moneda.",
  bonus_closed: "Este bono ya ha terminado.",
  coupon_used: "Ya has usado este código.",
  coupon_not_offered: "Este código no se ofrece en tu moneda.",
  coupon_unavailable: "El bono de este código no está disponible ahora.",
  freespins_not_activatable: "Estos giros gratis ya no se pueden activar.",
  freespins_closed: "Estos giros gratis ya han terminado.",
  freespins_not_playable: "Estos giros gratis no se pueden jugar aquí: abre su juego en su moneda.",
  lootbox_closed: "Esta caja de botín ya no se puede abrir.",
  tournament_ended: "Este torneo ya ha terminado.",
  tournament_canceled: "Este torneo fue cancelado.",
  tournament_currency: "Necesitas una cuenta en la moneda del torneo para participar.",
};

export default texts;
