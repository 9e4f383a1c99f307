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
};

export default texts;
