import type { ErrorTexts } from "../error-messages.ts";

/** The error texts in Russian. */
const texts: ErrorTexts = {
  unauthorized: "Войдите или зарегистрируйтесь, чтобы продолжить.",
  insufficient_funds: "Недостаточно средств для этой ставки.",
  limit_reached: "Эта ставка превышает ваш лимит.",
  player_disabled: "Ваш аккаунт сейчас не может играть. Обратитесь в службу поддержки.",
  game_unavailable: "Эта игра сейчас недоступна.",
  play_in_progress: "Предыдущая ставка ещё рассчитывается. Попробуйте через мгновение.",
  round_open: "Сначала завершите открытый раунд.",
  seed_not_revealed: "Серверный сид этой ставки раскрывается, когда вы смените сиды.",
  session_ended: "Эта игровая сессия завершена. Откройте игру снова, чтобы продолжить.",
  too_soon: "Подождите немного перед следующим раундом.",
  bonus_not_activatable: "Этот бонус больше нельзя активировать.",
  bonus_wagering: "Сначала отыграйте или отмените бонус, который вы отыгрываете в этой валюте.",
  bonus_closed: "Этот бонус уже завершён.",
  coupon_used: "Вы уже использовали этот код.",
  coupon_not_offered: "Этот код не предлагается в вашей валюте.",
  coupon_unavailable: "Бонус по этому коду сейчас недоступен.",
  freespins_not_activatable: "Эти фриспины больше нельзя активировать.",
  freespins_closed: "Эти фриспины уже завершены.",
  freespins_not_playable: "Эти фриспины нельзя сыграть здесь: откройте их игру в их валюте.",
  lootbox_closed: "Этот лутбокс больше нельзя открыть.",
  tournament_ended: "Этот турнир уже закончился.",
  tournament_canceled: "Этот турнир отменён.",
  tournament_currency: "Чтобы участвовать, нужен счёт в валюте турнира.",
};

export default texts;
