// The realtime channels the site listens to (Centrifugo's legacy flow): user channels are named
// `<name>#<user>` with `user` from GET /api/player/settings (`cent.user`); the `#` makes the
// channel the user's own, so subscribing needs no token of its own.

/**
 * The user channels the site subscribes to: the notification centre's four, the balance, and the
 * player's sports bets (placed and settled on our book).
 */
export const USER_CHANNELS = [
  "comps_award",
  "bonuses_changes",
  "freespins_changes",
  "lootboxes_changes",
  "payments_changes",
  "balance",
  "sportsbook_bets",
] as const;
export type UserChannel = (typeof USER_CHANNELS)[number];

export function userChannel(name: UserChannel, user: string): string {
  return `${name}#${user}`;
}

/** The channel's name without its user part ("payments_changes#42" → "payments_changes"), or null. */
export function channelName(channel: string): UserChannel | null {
  const name = channel.split("#")[0] ?? "";
  return (USER_CHANNELS as readonly string[]).includes(name) ? (name as UserChannel) : null;
}

/** The server's WebSocket address: `cent.url` as given, or with the endpoint's path added. */
export function websocketUrl(url: string): string {
  if (/\/connection\/websocket\/?$/.test(url)) return url;
  return `${url.replace(/\/+$/, "")}/connection/websocket`;
}
