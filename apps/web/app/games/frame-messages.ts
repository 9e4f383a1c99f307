// Messages between the game page (parent) and a game in its iframe. The studio's game screen is
// same-origin, so both sides check `event.origin === location.origin`; a third-party provider's
// game would not send these and the page then relies on its own polling of the session stats.

/** Sent by the game after every settled play, and once when it is ready. */
export type GameFrameMessage =
  | { type: "croupier:ready"; balance: number; currency: string }
  | { type: "croupier:round"; balance: number; currency: string; stake: number; win: number; roundClosed: boolean };

/** Sent by the page: pause while a reality check or the close confirmation is open, then resume. */
export type GamePageMessage = { type: "croupier:pause" } | { type: "croupier:resume" };

export function isGameFrameMessage(data: unknown): data is GameFrameMessage {
  if (typeof data !== "object" || data === null) return false;
  const type = (data as { type?: unknown }).type;
  return type === "croupier:ready" || type === "croupier:round";
}

export function isGamePageMessage(data: unknown): data is GamePageMessage {
  if (typeof data !== "object" || data === null) return false;
  const type = (data as { type?: unknown }).type;
  return type === "croupier:pause" || type === "croupier:resume";
}
