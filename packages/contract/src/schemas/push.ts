import { z } from "zod";

// Web Push notifications (issue 18): the server's VAPID public key, a browser's subscription
// (what `PushSubscription.toJSON()` gives), and the kinds of push a player chooses.

/** What the platform pushes; every kind is on once the player subscribes, until turned off. */
export const PUSH_KINDS = [
  "deposit_success",
  "withdrawal_paid",
  "bonus_awarded",
  "freespins_awarded",
  "level_up",
  "tournament_result",
  "bet_settled",
] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** The longest endpoint accepted (browsers' push services use a few hundred characters). */
export const PUSH_ENDPOINT_MAX = 2048;

/** GET /api/push/vapid_public_key: the `applicationServerKey` of `pushManager.subscribe`. */
export const pushPublicKey = z
  .object({
    /** base64url of the uncompressed P-256 public key (65 bytes). */
    public_key: z.string(),
  })
  .meta({ id: "PushPublicKey" });
export type PushPublicKey = z.infer<typeof pushPublicKey>;

const base64url = (min: number, max: number) =>
  z
    .string()
    .max(max, { message: "format", abort: true })
    .min(min, { message: "format" })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { message: "format" });

/** A browser's subscription: its push service endpoint (an https URL) and the keys to encrypt to. */
export const pushSubscriptionBody = z
  .object({
    endpoint: z
      .string()
      .max(PUSH_ENDPOINT_MAX, { message: "format", abort: true })
      .min(1, { message: "required" })
      .regex(/^https?:\/\/[^\s]+$/, { message: "format" }),
    /** Ignored (browsers send null); accepted so `subscription.toJSON()` can be posted as it is. */
    expirationTime: z.number().nullable().optional(),
    keys: z.object({
      /** The browser's P-256 public key, base64url (65 bytes: 87 characters). */
      p256dh: base64url(80, 100),
      /** The 16-byte authentication secret, base64url (22 characters). */
      auth: base64url(16, 32),
    }),
  })
  .meta({ id: "PushSubscriptionBody" });
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

/** DELETE /api/player/push_subscriptions: the subscription of this browser, by endpoint. */
export const pushUnsubscribeBody = z
  .object({ endpoint: z.string().min(1, { message: "required" }).max(PUSH_ENDPOINT_MAX, { message: "format" }) })
  .meta({ id: "PushUnsubscribeBody" });
export type PushUnsubscribeBody = z.infer<typeof pushUnsubscribeBody>;

/** A stored subscription as the player sees it (the keys are never answered). */
export const pushSubscriptionView = z
  .object({
    id: z.number().int(),
    endpoint: z.string(),
    user_agent: z.string().nullable(),
    created_at: z.string(),
    last_success_at: z.string().nullable(),
  })
  .meta({ id: "PushSubscription" });
export type PushSubscriptionView = z.infer<typeof pushSubscriptionView>;

/** The kinds the player wants pushed, each on or off. */
export const pushPreferences = z
  .object({
    deposit_success: z.boolean(),
    withdrawal_paid: z.boolean(),
    bonus_awarded: z.boolean(),
    freespins_awarded: z.boolean(),
    level_up: z.boolean(),
    tournament_result: z.boolean(),
    /** A sports bet of our book won, or void (its stake back); never a loss. */
    bet_settled: z.boolean(),
  })
  .meta({ id: "PushPreferences" });
export type PushPreferences = z.infer<typeof pushPreferences>;

/** GET/PUT /api/player/push_preferences: the kinds, and how many browsers receive them. */
export const pushPreferencesView = z
  .object({
    kinds: pushPreferences,
    subscriptions: z.array(pushSubscriptionView),
  })
  .meta({ id: "PushPreferencesView" });
export type PushPreferencesView = z.infer<typeof pushPreferencesView>;

/** PUT /api/player/push_preferences: any of the kinds (those left out keep their setting). */
export const pushPreferencesBody = z.object({ kinds: pushPreferences.partial() }).meta({ id: "PushPreferencesBody" });
export type PushPreferencesBody = z.infer<typeof pushPreferencesBody>;
