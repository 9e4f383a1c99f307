// GET /api/lotteries/player is a gap of the API contract: it may answer
// lotteries ({id, title}) or their statuses ({lottery_id}). Anything else means no lotteries.

export interface PlayerLottery {
  id: number;
  title: string | null;
}

/** The player's lotteries from either shape. */
export function parsePlayerLotteries(data: unknown): PlayerLottery[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((item: unknown) => {
    if (!item || typeof item !== "object") return [];
    const { id, lottery_id, title } = item as Record<string, unknown>;
    const lotteryId = typeof lottery_id === "number" ? lottery_id : id;
    return typeof lotteryId === "number" ? [{ id: lotteryId, title: typeof title === "string" ? title : null }] : [];
  });
}
