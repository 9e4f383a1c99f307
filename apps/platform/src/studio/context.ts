import { DEMO_CURRENCY, type Locale } from "@croupier/contract";
import { findStudioTitle } from "@croupier/games";
import { findStudioTitleId } from "../catalog/repository.ts";
import type { Db } from "../db/database.ts";
import { AppError } from "../errors/app-error.ts";
import type { GameSession } from "../provider-wallet/repository.ts";
import { findGameSession } from "../provider-wallet/sessions.ts";
import { type DemoSession, findDemoSession } from "./demo-sessions.ts";
import { gameError } from "./errors.ts";
import type { Owner } from "./owner.ts";
import type { ProviderWallet } from "./wallet-client.ts";
import { STUDIO_PROVIDER_ID } from "./wallet-client.ts";

// The token of a studio call (header x-studio-token) names the game and who plays it: a protocol
// game session of the studio (real money) or a demo session (FUN).

interface ContextBase {
  token: string;
  owner: Owner;
  /** Catalog identifier ("croupier-studio/<slug>") and packages/games title id. */
  identifier: string;
  titleId: string;
  currency: string;
  /** The request's language, for refusals worded by other modules (the player's limits). */
  locale?: Locale;
}

export type StudioContext =
  | (ContextBase & { mode: "real"; session: GameSession })
  | (ContextBase & { mode: "demo"; demo: DemoSession });

export type RealContext = Extract<StudioContext, { mode: "real" }>;
export type DemoContext = Extract<StudioContext, { mode: "demo" }>;

/** What the studio's services need: the database, the wallet it calls as a provider, the clock. */
export interface StudioDeps {
  db: Db;
  wallet: ProviderWallet;
  now: () => Date;
  /** How long another node's pending play is left alone before this one finishes it. */
  pendingGraceMs: number;
}

export async function loadStudioContext(deps: StudioDeps, token: string | undefined): Promise<StudioContext> {
  if (!token || token.length > 200) throw new AppError("unauthorized", "The game token is missing.");
  const session = await findGameSession(deps.db, token);
  if (session) {
    if (session.providerId !== STUDIO_PROVIDER_ID) throw new AppError("unauthorized", "Unknown game token.");
    const titleId = await studioTitleOf(deps, session.gameId);
    return {
      mode: "real",
      token,
      owner: { kind: "player", playerId: session.playerId },
      identifier: session.gameId,
      titleId,
      currency: session.currency,
      session,
    };
  }
  const demo = await findDemoSession(deps.db, token);
  if (!demo) throw new AppError("unauthorized", "Unknown game token.");
  if (demo.expiresAt.getTime() <= deps.now().getTime()) throw gameError("session_ended");
  return {
    mode: "demo",
    token,
    owner: { kind: "demo", demoSessionId: demo.id },
    identifier: demo.gameId,
    titleId: await studioTitleOf(deps, demo.gameId),
    currency: DEMO_CURRENCY,
    demo,
  };
}

async function studioTitleOf(deps: StudioDeps, identifier: string): Promise<string> {
  const titleId = await findStudioTitleId(deps.db, STUDIO_PROVIDER_ID, identifier);
  // A catalog row naming no (or no longer a) packages/games title cannot be played.
  if (!titleId || !findStudioTitle(titleId)) throw gameError("game_unavailable");
  return titleId;
}

/** True when real-money bets are no longer accepted on this session (closed or past its 4 hours). */
export function isSessionOver(context: StudioContext, now: Date): boolean {
  if (context.mode === "demo") return context.demo.expiresAt.getTime() <= now.getTime();
  const { session } = context;
  return session.closedAt !== null || session.expiresAt.getTime() <= now.getTime();
}
