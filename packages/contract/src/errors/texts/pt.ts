import type { ErrorTexts } from "../error-messages.ts";

/** The error texts in European Portuguese. */
const texts: ErrorTexts = {
  unauthorized: "Tem de entrar ou registar-se para continuar.",
  insufficient_funds: "Saldo insuficiente para esta aposta.",
  limit_reached: "Esta aposta ultrapassa o seu limite.",
  player_disabled: "A sua conta não pode jogar neste momento. Contacte o apoio ao cliente.",
  game_unavailable: "Este jogo não está disponível neste momento.",
  play_in_progress: "A sua jogada anterior ainda está a ser liquidada. Tente novamente daqui a pouco.",
  round_open: "Termine primeiro a ronda em curso.",
  seed_not_revealed: "A semente do servidor desta jogada é revelada quando troca as suas sementes.",
  session_ended: "Esta sessão de jogo terminou. Abra o jogo novamente para continuar a jogar.",
  too_soon: "Aguarde um momento antes da próxima ronda.",
};

export default texts;
