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
  bonus_not_activatable: "Este bônus não pode mais ser ativado.",
  bonus_wagering: "Primeiro conclua ou desista do bônus que você está apostando nesta moeda.",
  bonus_closed: "Este bônus já terminou.",
  coupon_used: "Você já usou este código.",
  coupon_not_offered: "Este código não é oferecido na sua moeda.",
  coupon_unavailable: "O bônus deste código não está disponível no momento.",
  freespins_not_activatable: "Esses giros grátis não podem mais ser ativados.",
  freespins_closed: "Esses giros grátis já terminaram.",
  freespins_not_playable: "Esses giros grátis não podem ser jogados aqui: abra o jogo deles na moeda deles.",
  lootbox_closed: "Esta caixa de prêmios não pode mais ser aberta.",
  tournament_ended: "Este torneio já terminou.",
  tournament_canceled: "Este torneio foi cancelado.",
  tournament_currency: "Você precisa de uma conta na moeda do torneio para participar.",
};

export default texts;
