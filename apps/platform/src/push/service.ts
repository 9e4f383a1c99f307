import {
  formatMessage,
  type Locale,
  PUSH_KINDS,
  type PushKind,
  type PushPreferences,
  type PushPreferencesView,
  type PushSubscriptionBody,
  type PushSubscriptionView,
} from "@croupier/contract";
import type { Db } from "../db/database.ts";
import { AppError } from "../errors/app-error.ts";
import { checkEndpoint } from "./endpoint.ts";
import {
  deleteSubscription,
  findDisabledKinds,
  listSubscriptions,
  saveDisabledKinds,
  trimSubscriptions,
  upsertSubscription,
} from "./repository.ts";
import type { PushSubscriptionRow } from "./schema.ts";

// The player's side of push: subscribing a browser, unsubscribing it, and the kinds wanted.

/** Browsers a player keeps subscribed; subscribing one more drops the oldest. */
export const MAX_SUBSCRIPTIONS_PER_PLAYER = 10;
const USER_AGENT_MAX = 255;

export interface SubscribeInput {
  playerId: number;
  subscription: PushSubscriptionBody;
  userAgent: string | undefined;
  allowPrivateEndpoints: boolean;
  locale: Locale;
}

/** Stores this browser's subscription: 422 `errors.endpoint` unless it is a public https URL. */
export async function subscribe(db: Db, input: SubscribeInput): Promise<PushSubscriptionView> {
  const { subscription } = input;
  if (!checkEndpoint(subscription.endpoint, input.allowPrivateEndpoints)) {
    const text = formatMessage("format", input.locale);
    throw new AppError("validation_failed", text, { fields: { endpoint: [text] } });
  }
  const row = await db.transaction(async (tx) => {
    const stored = await upsertSubscription(tx, {
      playerId: input.playerId,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      userAgent: input.userAgent ? input.userAgent.slice(0, USER_AGENT_MAX) : null,
    });
    await trimSubscriptions(tx, input.playerId, MAX_SUBSCRIPTIONS_PER_PLAYER);
    return stored;
  });
  return toSubscriptionView(row);
}

/** Removes this browser's subscription: 404 when the player has none with that endpoint. */
export async function unsubscribe(db: Db, playerId: number, endpoint: string): Promise<void> {
  if (!(await deleteSubscription(db, playerId, endpoint))) throw new AppError("not_found");
}

export async function viewPushPreferences(db: Db, playerId: number): Promise<PushPreferencesView> {
  const [disabled, subscriptions] = await Promise.all([
    findDisabledKinds(db, playerId),
    listSubscriptions(db, playerId),
  ]);
  const kinds = Object.fromEntries(PUSH_KINDS.map((kind) => [kind, !disabled.includes(kind)])) as PushPreferences;
  return { kinds, subscriptions: subscriptions.map(toSubscriptionView) };
}

/** Turns kinds on or off; the kinds left out keep their setting. */
export async function updatePushPreferences(
  db: Db,
  playerId: number,
  kinds: Partial<PushPreferences>,
): Promise<PushPreferencesView> {
  await db.transaction(async (tx) => {
    const disabled = new Set(await findDisabledKinds(tx, playerId));
    for (const kind of PUSH_KINDS) {
      const wanted: boolean | undefined = kinds[kind as PushKind];
      if (wanted === true) disabled.delete(kind);
      if (wanted === false) disabled.add(kind);
    }
    await saveDisabledKinds(
      tx,
      playerId,
      PUSH_KINDS.filter((kind) => disabled.has(kind)),
    );
  });
  return viewPushPreferences(db, playerId);
}

function toSubscriptionView(row: PushSubscriptionRow): PushSubscriptionView {
  return {
    id: row.id,
    endpoint: row.endpoint,
    user_agent: row.userAgent,
    created_at: row.createdAt.toISOString(),
    last_success_at: row.lastSuccessAt?.toISOString() ?? null,
  };
}
