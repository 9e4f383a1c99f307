import { LOCALES, type Locale } from "@croupier/contract";
import type { SportsbookLaunch, SportsbookProvider } from "@croupier/contract/schemas/sportsbook";
import { importPKCS8, SignJWT } from "jose";
import type { BetbyLaunchConfig, SportsbookConfig } from "../config.ts";
import type { Db } from "../db/database.ts";
import { AppError } from "../errors/app-error.ts";
import { assertMayPlay } from "../exclusions/guard.ts";
import type { User } from "../identity/repository.ts";
import { findAccount } from "../ledger/accounts.ts";
import { betLimitRefusal } from "../limits/guard.ts";
import { gameError } from "../studio/errors.ts";
import { openSportsbookSession } from "./wallet.ts";

// The launch of an embedded vendor's widget (../shared/sportsbook-notes.md §1.1): the player's
// token is an ES256 JWT we sign (Betby holds the public half) whose jti is a sportsbook session,
// the session every bet/make names. The checks are the ones a make repeats: a blocked or locked
// player, an exclusion (one covers casino and sportsbook) or a used-up limit gets no token.

/** How long a launch token (and its session) lasts: the notes' 1 h default. */
export const LAUNCH_TTL_MS = 60 * 60_000;

/** The smallest bet: a limit that refuses it is used up, so the widget would refuse every bet. */
const SMALLEST_STAKE = 1n;

type KeyLike = Awaited<ReturnType<typeof importPKCS8>>;
const keys = new Map<string, Promise<KeyLike>>();

function signingKey(pem: string): Promise<KeyLike> {
  let key = keys.get(pem);
  if (!key) {
    key = importPKCS8(pem, "ES256");
    keys.set(pem, key);
  }
  return key;
}

/** GET /api/sportsbook/provider: the site mounts this vendor's widget, or our own book when null. */
export function describeProvider(config: SportsbookConfig): SportsbookProvider {
  const vendor = config.vendor;
  if (!vendor) return { vendor: null, widget: null };
  return { vendor: vendor.name, widget: widgetOf(vendor) };
}

function widgetOf(vendor: BetbyLaunchConfig) {
  return { brand_id: vendor.brandId, script_url: vendor.scriptUrl, theme_name: vendor.theme ?? null };
}

export interface LaunchInput {
  player: User;
  currency?: string | undefined;
  lang?: Locale | undefined;
  now: Date;
}

/** Opens a session and signs the player's launch token, after the same checks a bet gets. */
export async function launchSportsbook(
  db: Db,
  config: SportsbookConfig,
  input: LaunchInput,
): Promise<SportsbookLaunch> {
  const vendor = config.vendor;
  if (!vendor) throw gameError("game_unavailable");
  const { player, now } = input;
  const lang = input.lang ?? (LOCALES.includes(player.locale as Locale) ? (player.locale as Locale) : "en");
  const currency = input.currency ?? player.currency;
  if (player.blockedAt !== null || player.lockedAt !== null) throw gameError("player_disabled");
  await assertMayPlay(db, player.id, now, lang);
  if (!(await findAccount(db, "player", currency, player.id))) {
    throw new AppError("validation_failed", undefined, { fields: { currency: ["no account in this currency"] } });
  }
  const limit = await betLimitRefusal(db, {
    playerId: player.id,
    currency,
    stake: SMALLEST_STAKE,
    session: { id: 0, startedAt: now },
    now,
    locale: lang,
  });
  if (limit) throw new AppError("limit_reached", limit.text, { details: { code: "limit_reached" } });

  const sessionId = await openSportsbookSession(
    db,
    { vendor: vendor.name, playerId: player.id, currency },
    now,
    LAUNCH_TTL_MS,
  );
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + LAUNCH_TTL_MS / 1000;
  const token = await new SignJWT({
    name: player.nickname ?? `player-${player.id}`,
    lang,
    currency,
    odds_format: "decimal",
    ff: { is_cashout_available: true, is_match_tracker_available: true },
  })
    .setProtectedHeader({ alg: "ES256", typ: "JWT" })
    .setIssuer(vendor.brandId)
    .setSubject(String(player.id))
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .setJti(sessionId)
    .sign(await signingKey(vendor.privateKey));
  return {
    vendor: vendor.name,
    token,
    expires_at: new Date(expiresAt * 1000).toISOString(),
    lang,
    currency,
    odds_format: "decimal",
    widget: widgetOf(vendor),
  };
}
