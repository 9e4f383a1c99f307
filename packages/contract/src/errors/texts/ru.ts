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
};

export default texts;
