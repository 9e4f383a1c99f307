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
  bonus_not_activatable: "Este bónus já não pode ser ativado.",
  bonus_wagering: "Primeiro conclua ou abdique do bónus que está a apostar nesta moeda.",
  bonus_closed: "Este bónus já terminou.",
  coupon_used: "Já utilizou este código.",
  coupon_not_offered: "Este código não é oferecido na sua moeda.",
  coupon_unavailable: "O bónus deste código não está disponível de momento.",
  freespins_not_activatable: "Estas rodadas grátis já não podem ser ativadas.",
  freespins_closed: "Estas rodadas grátis já terminaram.",
  freespins_not_playable: "Estas rodadas grátis não podem ser jogadas aqui: abra o jogo delas na moeda delas.",
  lootbox_closed: "Esta caixa de prémios já não pode ser aberta.",
  tournament_ended: "Este torneio já terminou.",
  tournament_canceled: "Este torneio foi cancelado.",
  tournament_currency: "Precisa de uma conta na moeda do torneio para participar.",
};

export default texts;
