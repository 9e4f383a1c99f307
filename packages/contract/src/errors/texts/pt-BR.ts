import type { ErrorTexts } from "../error-messages.ts";

/** The error texts in Brazilian Portuguese. */
const texts: ErrorTexts = {
  unauthorized: "Você precisa entrar ou se cadastrar para continuar.",
  insufficient_funds: "Saldo insuficiente para esta aposta.",
  limit_reached: "Esta aposta ultrapassa seu limite.",
  player_disabled: "Sua conta não pode jogar no momento. Entre em contato com o suporte.",
  game_unavailable: "Este jogo não está disponível no momento.",
  play_in_progress: "Sua jogada anterior ainda está sendo liquidada. Tente novamente em instantes.",
  round_open: "Termine primeiro a rodada em andamento.",
  seed_not_revealed: "A semente do servidor desta jogada é revelada quando você troca suas sementes.",
  session_ended: "Esta sessão de jogo terminou. Abra o jogo novamente para continuar jogando.",
  too_soon: "Aguarde um momento antes da próxima rodada.",
};

export default texts;
