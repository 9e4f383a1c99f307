import type { Locale } from "@croupier/contract/i18n/locales";
import type { PlayerSettings } from "@croupier/contract/schemas/player";
import { Centrifuge, type StreamPosition, UnauthorizedError } from "centrifuge";
import { USER_CHANNELS, type UserChannel, userChannel, websocketUrl } from "./channels.ts";

// One authenticated WebSocket per signed-in tab, spoken with the official Centrifugo client. This
// module (and the client library) load after hydration, for signed-in players only
// (notification-bell.tsx), so no visitor's first load carries them.
//
// Recovery: every subscription asks for it, so after a dropped connection the server sends what
// the tab missed. The stream position of each channel is also kept for the tab's session, so a full
// page load (the payment gateway's return) resumes where the previous page stopped.

type Cent = PlayerSettings["cent"];

const POSITION_PREFIX = "realtime-position:";

function readPosition(channel: string): StreamPosition | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(POSITION_PREFIX + channel) ?? "null");
    return typeof stored?.offset === "number" && typeof stored?.epoch === "string" ? stored : undefined;
  } catch {
    return undefined;
  }
}

function writePosition(channel: string, position: StreamPosition): void {
  try {
    sessionStorage.setItem(POSITION_PREFIX + channel, JSON.stringify(position));
  } catch {
    // Without storage a reload starts from now; a reconnect still recovers.
  }
}

/** The connection settings (GET /api/player/settings); a 401 means signed out: stop for good. */
async function fetchCent(locale: Locale): Promise<Cent> {
  const [{ playerCalls }, { browserApi }] = await Promise.all([
    import("@croupier/contract/client/player"),
    import("../lib/api.client.ts"),
  ]);
  const result = await browserApi(locale, playerCalls).getPlayerSettings();
  if (result.ok) return result.data.cent;
  if (result.status === 401 || result.status === 403) throw new UnauthorizedError("signed out");
  throw new Error(`settings: ${result.status}`);
}

export interface RealtimeConnection {
  stop(): void;
}

/**
 * Connects with `cent` (or fetches it), subscribes to the player's channels and hands every
 * publication to `onPublication`. The token is refreshed through the same settings call.
 */
export async function startRealtime(options: {
  locale: Locale;
  cent?: Cent;
  onPublication: (name: UserChannel, data: unknown) => void;
}): Promise<RealtimeConnection> {
  const cent = options.cent ?? (await fetchCent(options.locale));
  const client = new Centrifuge(websocketUrl(cent.url), {
    token: cent.token,
    getToken: async () => (await fetchCent(options.locale)).token,
  });
  for (const name of USER_CHANNELS) {
    const channel = userChannel(name, cent.user);
    const subscription = client.newSubscription(channel, { recoverable: true, since: readPosition(channel) ?? null });
    let epoch = "";
    subscription.on("subscribed", (context) => {
      if (context.streamPosition) {
        epoch = context.streamPosition.epoch;
        writePosition(channel, context.streamPosition);
      }
    });
    subscription.on("publication", (context) => {
      if (epoch && typeof context.offset === "number") writePosition(channel, { offset: context.offset, epoch });
      options.onPublication(name, context.data);
    });
    subscription.subscribe();
  }
  client.connect();
  return { stop: () => client.disconnect() };
}

/**
 * Subscribes one public channel (`public:…`, e.g. a tournament's leaderboard) on a connection of its
 * own, for any visitor: a signed-in player connects with their settings (address and token), a
 * visitor anonymously at the site's own origin (the platform's default address). Nothing is
 * recovered: `onSubscribed` runs on every (re)subscription, for the page to read the state afresh.
 */
export async function startPublicSubscription(options: {
  locale: Locale;
  signedIn: boolean;
  channel: string;
  onPublication: (data: unknown) => void;
  onSubscribed?: () => void;
}): Promise<RealtimeConnection> {
  const cent = options.signedIn ? await fetchCent(options.locale).catch(() => null) : null;
  const url = cent?.url ?? `${window.location.origin.replace(/^http/, "ws")}/connection/websocket`;
  const client = new Centrifuge(
    websocketUrl(url),
    cent ? { token: cent.token, getToken: async () => (await fetchCent(options.locale)).token } : {},
  );
  const subscription = client.newSubscription(options.channel);
  subscription.on("subscribed", () => options.onSubscribed?.());
  subscription.on("publication", (context) => options.onPublication(context.data));
  subscription.subscribe();
  client.connect();
  return { stop: () => client.disconnect() };
}
