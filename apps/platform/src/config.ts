import { createPrivateKey } from "node:crypto";
import { isIP } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

// Configuration is read from the environment once, validated at boot: a typo in an operator's
// env file stops the server with a clear message instead of failing later at request time.

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** `BTC:0.5,ETH:10`: an amount in major units per coin (at most 8 decimals). */
const coinAmounts = z
  .string()
  .max(500)
  .regex(/^[A-Z]{2,10}:\d{1,12}(\.\d{1,8})?(,[A-Z]{2,10}:\d{1,12}(\.\d{1,8})?)*$/, "must look like BTC:0.5,ETH:10")
  .transform((value) => Object.fromEntries(value.split(",").map((pair) => pair.split(":") as [string, string])))
  .optional();

/** `127.0.0.1,::1,10.0.0.0/8`: addresses or CIDR ranges, IPv4 or IPv6 (empty: none). */
const ipList = z
  .string()
  .transform((value) => splitList(value))
  .refine((items) => items.every(isAddressOrRange), "must be IP addresses or CIDR ranges, separated by commas");

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalText,
  DATABASE_SCHEMA: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,62}$/, "must be a lower-case PostgreSQL identifier")
      .optional(),
  ),
  SMTP_URL: optionalText,
  SUPPORT_EMAIL: z.email().default("support@croupier.example"),
  MAIL_FROM: z.string().default("Croupier <no-reply@croupier.example>"),
  TRUSTED_PROXIES: z.string().default(""),
  PUBLIC_ORIGIN: optionalText.pipe(z.url().optional()),
  WEB_BUILD_DIR: optionalText,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  BODY_LIMIT_BYTES: positiveInt(1_048_576),
  CONTACT_RATE_LIMIT_MAX: positiveInt(5),
  CONTACT_RATE_LIMIT_WINDOW_MS: positiveInt(60_000),
  MAIL_RETRY_INTERVAL_MS: positiveInt(60_000),
  // Identity.
  MAX_FAILED_SIGN_INS: positiveInt(5),
  UNLOCK_AFTER_MINUTES: positiveInt(60),
  CONFIRMATION_GRACE_DAYS: z.coerce.number().int().min(0).default(3),
  CONFIRMATION_TOKEN_HOURS: positiveInt(72),
  RESET_PASSWORD_TOKEN_HOURS: positiveInt(6),
  SESSION_IDLE_MINUTES: positiveInt(30),
  SESSION_ABSOLUTE_HOURS: positiveInt(24),
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(1024).default(19_456),
  ARGON2_TIME_COST: positiveInt(2),
  SIGN_IN_RATE_LIMIT_IP: positiveInt(10),
  SIGN_IN_RATE_LIMIT_EMAIL: positiveInt(5),
  SIGN_UP_RATE_LIMIT_IP: positiveInt(5),
  AUTH_MAIL_RATE_LIMIT: positiveInt(3),
  AUTH_RATE_LIMIT_WINDOW_MS: positiveInt(60_000),
  // Lock-out and mail limits that cannot be turned against a player.
  SIGN_IN_FAILURE_LIMIT_ACCOUNT_IP: positiveInt(10),
  SIGN_IN_FAILURE_WINDOW_MINUTES: positiveInt(15),
  DEVICE_TRUST_DAYS: positiveInt(180),
  IDENTITY_MAIL_LIMIT: positiveInt(5),
  IDENTITY_MAIL_LIMIT_WINDOW_MINUTES: positiveInt(60),
  // Two-factor sign-in: the key that encrypts the players' TOTP secrets (unset: one kept in the database).
  TWO_FACTOR_ENCRYPTION_KEY: optionalText.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  // Operators' sign-in (src/operators/): failures before a lock-out, its length, the idle timeout.
  OPERATOR_MAX_FAILED_SIGN_INS: positiveInt(5),
  OPERATOR_LOCK_MINUTES: positiveInt(15),
  OPERATOR_IDLE_MINUTES: positiveInt(15),
  // Realtime (src/realtime/): the WebSocket URL players are given, the token key, the token
  // lifetime, and the Centrifugo HTTP API publications are relayed to when one is in front.
  REALTIME_URL: optionalText,
  REALTIME_SECRET: optionalText,
  REALTIME_TOKEN_TTL_SECONDS: positiveInt(3600),
  REALTIME_EXPIRY_GRACE_SECONDS: z.coerce.number().int().min(0).max(3600).default(25),
  REALTIME_PUBLISH_URL: optionalText.pipe(z.url().optional()),
  REALTIME_API_KEY: optionalText,
  // Payments.
  SANDBOX_GATEWAY_SECRET: optionalText,
  // Payment sandboxes: on, off or unset (on unless a production deployment).
  PAYMENTS_SANDBOX: optionalText.pipe(z.enum(["on", "off", "true", "false", "1", "0"]).optional()),
  PAYMENTS_SANDBOX_TRANSFER_MAX: optionalText.pipe(coinAmounts),
  PAYMENTS_SANDBOX_DAILY_MAX: optionalText.pipe(coinAmounts),
  WITHDRAWAL_RECONCILE_INTERVAL_MS: positiveInt(60_000),
  // Balance adjustments by staff (src/player-admin/): on, off or unset (on unless a production
  // deployment, like the payment sandboxes), and the amount (minor units) above which a second
  // operator must approve one.
  OPERATOR_ADJUSTMENTS_ENABLED: optionalText.pipe(z.enum(["on", "off", "true", "false", "1", "0"]).optional()),
  OPERATOR_ADJUSTMENT_FOUR_EYES_CENTS: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(100_000),
  // Four eyes: a withdrawal above this (minor units) needs two different operators' approvals.
  // `100000` for every currency, or with exceptions per currency: `100000,BTC:1000000,USDT:100000000`.
  WITHDRAWAL_FOUR_EYES_CENTS: z
    .string()
    .max(500)
    .regex(/^\d{1,16}(,[A-Z]{2,10}:\d{1,16})*$/, "must look like 100000 or 100000,BTC:1000000 (minor units)")
    .default("100000")
    .transform(parseFourEyes),
  // Game providers: after a secret rotation, how long calls signed with the previous secret still pass.
  PROVIDER_SECRET_GRACE_HOURS: z.coerce.number().int().min(0).max(720).default(24),
  // Loyalty: how often each node awards comp points for the bets placed since the last run.
  LOYALTY_ACCRUAL_INTERVAL_MS: positiveInt(30_000),
  // Tournaments: how often each node starts, scores and closes the tournaments (tournaments-plugin.ts).
  TOURNAMENT_SCORING_INTERVAL_MS: positiveInt(2_000),
  // Lotteries: how often each node starts, closes and draws the lotteries that are due.
  LOTTERY_DRAW_INTERVAL_MS: positiveInt(30_000),
  // Our own sportsbook's demo results job (src/sportsbook/book/demo.ts): on, off or unset (on unless
  // a production deployment), and how often each node settles the demo fixtures that are over.
  SPORTSBOOK_DEMO_RESULTS: optionalText.pipe(z.enum(["on", "off", "true", "false", "1", "0"]).optional()),
  SPORTSBOOK_DEMO_RESULTS_INTERVAL_MS: positiveInt(60_000),
  SPORTSBOOK_RECONCILE_INTERVAL_MS: positiveInt(60 * 60_000),
  // KYC documents (src/kyc/): the largest file, how many a player may keep, and the withdrawal
  // amount (minor units) above which the player must be verified: `200000` for every currency, or
  // with exceptions per currency, `200000,BTC:500000` (as WITHDRAWAL_FOUR_EYES_CENTS is written).
  KYC_DOCUMENT_MAX_BYTES: positiveInt(10 * 1024 * 1024),
  KYC_DOCUMENTS_PER_PLAYER: positiveInt(20),
  // Live chat (support/chat-*.ts): the largest image, customer messages per conversation and per IP
  // per minute, and how long an agent's reply may stay unread before it is mailed to the customer.
  CHAT_ATTACHMENT_MAX_BYTES: positiveInt(2 * 1024 * 1024),
  CHAT_MESSAGE_RATE_LIMIT: positiveInt(10),
  CHAT_IP_RATE_LIMIT: positiveInt(30),
  CHAT_OFFLINE_MAIL_AFTER_SECONDS: z.coerce.number().int().min(0).max(86_400).default(120),
  KYC_WITHDRAWAL_THRESHOLD_CENTS: z
    .string()
    .max(500)
    .regex(/^\d{1,16}(,[A-Z]{2,10}:\d{1,16})*$/, "must look like 200000 or 200000,BTC:500000 (minor units)")
    .default("200000"),
  // Web Push (src/push/): the VAPID key pair (unset: one made at first start, kept in the database),
  // the contact push services see (default mailto:SUPPORT_EMAIL), whether subscriptions may point at
  // private or loopback hosts (tests and development only: our server sends to the endpoint), and
  // how often each node retries the pushes that failed.
  PUSH_VAPID_PUBLIC_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{86,88}$/, "must be a base64url P-256 public key")
      .optional(),
  ),
  PUSH_VAPID_PRIVATE_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{42,44}$/, "must be a base64url P-256 private key")
      .optional(),
  ),
  PUSH_VAPID_SUBJECT: optionalText.pipe(
    z
      .string()
      .max(500)
      .regex(/^(mailto:[^\s@]+@\S+|https:\/\/\S+)$/, "must be a mailto: address or an https: URL")
      .optional(),
  ),
  PUSH_ALLOW_PRIVATE_ENDPOINTS: optionalText.pipe(z.enum(["on", "off", "true", "false", "1", "0"]).optional()),
  PUSH_RETRY_INTERVAL_MS: positiveInt(30_000),
  // The embedded sportsbook (src/sportsbook/): Betby's RS256 public key (PEM; "\n" escapes allowed)
  // that signs its wallet callbacks. Unset: the Betby endpoints are off (404).
  SPORTSBOOK_BETBY_PUBLIC_KEY: optionalText.pipe(
    z
      .string()
      .max(10_000)
      .transform((value) => value.replaceAll("\\n", "\n"))
      .refine((value) => value.includes("-----BEGIN PUBLIC KEY-----"), "must be a PEM public key (SPKI)")
      .optional(),
  ),
  // The vendor whose widget the site's /sports page mounts (unset: our own book). Betby needs its
  // brand id (the launch token's iss), our ES256 private key (PKCS#8 PEM; Betby holds the public
  // half) that signs the player's launch token, the URL of its widget script, and optionally a theme.
  SPORTSBOOK_VENDOR: optionalText.pipe(z.enum(["betby"]).optional()),
  SPORTSBOOK_BETBY_BRAND_ID: optionalText.pipe(
    z
      .string()
      .max(100)
      .regex(/^[A-Za-z0-9_-]+$/, "must be Betby's brand id")
      .optional(),
  ),
  SPORTSBOOK_BETBY_PRIVATE_KEY: optionalText.pipe(
    z
      .string()
      .max(10_000)
      .transform((value) => value.replaceAll("\\n", "\n"))
      .refine((value) => value.includes("-----BEGIN PRIVATE KEY-----"), "must be a PEM private key (PKCS#8)")
      .optional(),
  ),
  SPORTSBOOK_BETBY_SCRIPT_URL: optionalText.pipe(
    z
      .string()
      .max(2000)
      .refine((value) => /^https?:\/\//.test(value) && URL.canParse(value), "must be an http(s) URL")
      .optional(),
  ),
  SPORTSBOOK_BETBY_THEME: optionalText.pipe(z.string().max(100).optional()),
  // Who may read /metrics: a bearer token, or addresses (IPs or CIDR ranges; loopback when unset).
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, "must be at least 16 characters").optional()),
  METRICS_ALLOWED_IPS: z.string().max(2000).default("127.0.0.1,::1").pipe(ipList),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databaseSchema: string | undefined;
  smtpUrl: string | undefined;
  supportEmail: string;
  mailFrom: string;
  trustedProxies: string[];
  /**
   * The site's origin: every mailed link, the same-origin check and the payment return URLs come
   * from it, never from the request's Host. PUBLIC_ORIGIN, or http://localhost:$PORT for the demo.
   */
  publicOrigin: string;
  /** False when publicOrigin is the demo default (then the loopback aliases of the port pass the origin check too). */
  publicOriginConfigured: boolean;
  webBuildDir: string;
  logLevel: string;
  bodyLimitBytes: number;
  contactRateLimit: { max: number; windowMs: number };
  mailRetryIntervalMs: number;
  identity: IdentityConfig;
  operators: OperatorSecurityConfig;
  realtime: RealtimeConfig;
  /** HMAC key of the sandbox payment gateway's callbacks and checkout links (random at boot when unset). */
  sandboxGatewaySecret: string | undefined;
  paymentsSandbox: PaymentsSandboxConfig;
  /** How often the withdrawal reconciliation job asks the gateway about payouts left in `processing`. */
  withdrawalReconcileIntervalMs: number;
  /** Balance adjustments by staff (player-admin/adjustments.ts). */
  operatorAdjustments: { enabled: boolean; fourEyesCents: bigint };
  /** Withdrawals above these amounts need a second operator's approval (operators/withdrawal-approvals.ts). */
  withdrawalFourEyes: FourEyesThresholds;
  /** After a provider's secret is rotated, how long its previous secret is still accepted. */
  providerSecretGraceMs: number;
  /** How often the comp point accrual runs on this node. */
  loyaltyAccrualIntervalMs: number;
  /** How often the tournament jobs (start, scoring, closing) run on this node. */
  tournamentScoringIntervalMs: number;
  /** How often the lottery job (start, close, draw) runs on this node. */
  lotteryDrawIntervalMs: number;
  /** Our own sportsbook's demo results job (settles the demo fixtures from their committed draws). */
  sportsbookDemoResults: { enabled: boolean; intervalMs: number };
  /** How often the embedded vendors' bets are reconciled with their reports (sportsbook/reconciliation-job.ts). */
  sportsbookReconcileIntervalMs: number;
  kyc: KycConfig;
  chat: ChatConfig;
  push: PushConfig;
  /** The embedded sportsbook's vendors; a vendor without its key is off. */
  sportsbook: SportsbookConfig;
  /** /metrics answers a request bearing `token`, or one from `allowedIps` (addresses or CIDR ranges). */
  metrics: { token: string | undefined; allowedIps: string[] };
}

/** The embedded sportsbook (src/sportsbook/). */
export interface SportsbookConfig {
  /** Betby's RS256 public key of its wallet callbacks (unset: the callback endpoints answer 404). */
  betbyPublicKey: string | undefined;
  /** The vendor the site mounts on /sports (SPORTSBOOK_VENDOR), with what its launch needs; null: our own book. */
  vendor: BetbyLaunchConfig | null;
}

export interface BetbyLaunchConfig {
  name: "betby";
  brandId: string;
  /** PKCS#8 PEM of our ES256 key that signs the player's launch token. */
  privateKey: string;
  scriptUrl: string;
  theme: string | undefined;
}

/** Web Push (src/push/). */
export interface PushConfig {
  /** The VAPID key pair (base64url), both or neither; unset, one kept in the database (`push_vapid_keys`). */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  /** The JWT's `sub`: PUSH_VAPID_SUBJECT, else mailto:SUPPORT_EMAIL. */
  subject: string;
  /** Endpoints on loopback or private hosts (and plain http) accepted: tests and development only. */
  allowPrivateEndpoints: boolean;
  /** How often each node sends the pushes whose retry time has come; the first wait after a failure. */
  retryIntervalMs: number;
}

/** Live chat (support/chat-*.ts). */
export interface ChatConfig {
  attachmentMaxBytes: number;
  /** Customer messages per conversation per minute (counted in the database: all nodes). */
  messagesPerMinute: number;
  /** Customer messages per IP per minute (per node). */
  messagesPerIpPerMinute: number;
  /** An agent's reply unread this long is mailed to the customer (0: at the next mail run). */
  offlineMailAfterMs: number;
}

/** KYC documents (src/kyc/). */
export interface KycConfig {
  /** The largest document file accepted. */
  maxBytes: number;
  /** How many documents a player may have in all (a pending one deleted no longer counts). */
  perPlayer: number;
  /** A withdrawal of more than this (minor units of its currency) needs a verified player… */
  withdrawalThresholdCents: number;
  /** …unless the currency has its own threshold here (minor units). */
  withdrawalThresholds: Record<string, number>;
}

/** Minor units above which a withdrawal needs two operators: per currency, else `defaultCents`. */
export interface FourEyesThresholds {
  defaultCents: bigint;
  perCurrency: Record<string, bigint>;
}

function parseFourEyes(value: string): FourEyesThresholds {
  const [first = "0", ...exceptions] = value.split(",");
  const perCurrency = Object.fromEntries(
    exceptions.map((pair) => {
      const [currency = "", cents = "0"] = pair.split(":");
      return [currency, BigInt(cents)];
    }),
  );
  return { defaultCents: BigInt(first), perCurrency };
}

/** The back office's sign-in (src/operators/sign-in.ts, operator-sessions.ts). */
export interface OperatorSecurityConfig {
  /** Consecutive failed sign-ins (password or code) that lock the operator out… */
  maxFailedSignIns: number;
  /** …for this long. */
  lockMs: number;
  /** A session unused this long ends. */
  idleMs: number;
}

/** The realtime server (src/realtime/) and, optionally, a Centrifugo server in front of it. */
export interface RealtimeConfig {
  /** The WebSocket URL of GET /api/player/settings (default: the public origin, ws scheme, /connection/websocket). */
  url: string;
  /** HS256 key of the connection tokens; unset, a key kept in the database (shared by every node). */
  secret: string | undefined;
  /** How long a connection token lasts; the client then refreshes it from /api/player/settings. */
  tokenTtlSeconds: number;
  /** A connection whose token expired unrefreshed is closed this long after the expiry. */
  expiryGraceSeconds: number;
  /**
   * Centrifugo's HTTP publish API (`POST {url}` with `{channel, data}` and `X-API-Key`): when set,
   * every publication is relayed there (from the publication table, as an outbox) and Centrifugo
   * delivers; unset, the built-in server delivers.
   */
  publishUrl: string | undefined;
  apiKey: string | undefined;
}

/**
 * The payment sandboxes (card/e-wallet gateway and crypto chain). Unset, they are on except in a
 * production deployment (NODE_ENV=production with DATABASE_URL); off, their routes do not exist.
 */
export interface PaymentsSandboxConfig {
  enabled: boolean;
  /** NODE_ENV is production: the platform warns loudly at start when the sandboxes are on. */
  isProduction: boolean;
  /** Per-transfer cap of a test crypto transfer, major units per coin (overrides the defaults). */
  transferMax: Record<string, string>;
  /** Per player, coin and UTC day cap of test crypto transfers, major units per coin. */
  dailyMax: Record<string, string>;
}

export interface IdentityConfig {
  maxFailedSignIns: number;
  unlockAfterMs: number;
  /** An unconfirmed account may sign in this long after sign-up; later it must confirm first. */
  confirmationGraceMs: number;
  confirmationTokenMs: number;
  resetPasswordTokenMs: number;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  argon2: { memoryCost: number; timeCost: number };
  rateLimits: {
    signInPerIp: number;
    signInPerEmail: number;
    signUpPerIp: number;
    mailPerEmail: number;
    windowMs: number;
    /** Failed sign-ins per (account, IP) within failureWindowMs before 429. */
    failuresPerAccountIp: number;
    failureWindowMs: number;
  };
  /** A device cookie stays trusted this long after its last successful sign-in. */
  deviceTrustMs: number;
  /** Identity mails per recipient address within windowMs, from all IPs together. */
  mailLimit: { perAddress: number; windowMs: number };
  /** Encrypts the players' two-factor secrets; unset, a random key kept in the database (`two_factor_keys`). */
  twoFactorEncryptionKey: string | undefined;
}

/** Reads and validates the configuration; throws a readable error listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  if (!e.PUBLIC_ORIGIN && env.NODE_ENV === "production" && e.DATABASE_URL) {
    throw new Error(
      "Invalid configuration:\n  PUBLIC_ORIGIN: required in production (NODE_ENV=production with DATABASE_URL): " +
        "the site's public origin, e.g. https://casino.example. Mailed links and the same-origin check come only from it.",
    );
  }
  const publicOrigin = e.PUBLIC_ORIGIN ? new URL(e.PUBLIC_ORIGIN).origin : `http://localhost:${e.PORT}`;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(process.cwd(), e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseSchema: e.DATABASE_SCHEMA,
    smtpUrl: e.SMTP_URL,
    supportEmail: e.SUPPORT_EMAIL,
    mailFrom: e.MAIL_FROM,
    trustedProxies: splitList(e.TRUSTED_PROXIES),
    publicOrigin,
    publicOriginConfigured: Boolean(e.PUBLIC_ORIGIN),
    webBuildDir: e.WEB_BUILD_DIR
      ? path.resolve(process.cwd(), e.WEB_BUILD_DIR)
      : path.join(REPO_ROOT, "apps/web/build"),
    logLevel: e.LOG_LEVEL,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    contactRateLimit: { max: e.CONTACT_RATE_LIMIT_MAX, windowMs: e.CONTACT_RATE_LIMIT_WINDOW_MS },
    mailRetryIntervalMs: e.MAIL_RETRY_INTERVAL_MS,
    identity: {
      maxFailedSignIns: e.MAX_FAILED_SIGN_INS,
      unlockAfterMs: e.UNLOCK_AFTER_MINUTES * MINUTE,
      confirmationGraceMs: e.CONFIRMATION_GRACE_DAYS * 24 * HOUR,
      confirmationTokenMs: e.CONFIRMATION_TOKEN_HOURS * HOUR,
      resetPasswordTokenMs: e.RESET_PASSWORD_TOKEN_HOURS * HOUR,
      sessionIdleMs: e.SESSION_IDLE_MINUTES * MINUTE,
      sessionAbsoluteMs: e.SESSION_ABSOLUTE_HOURS * HOUR,
      argon2: { memoryCost: e.ARGON2_MEMORY_KIB, timeCost: e.ARGON2_TIME_COST },
      rateLimits: {
        signInPerIp: e.SIGN_IN_RATE_LIMIT_IP,
        signInPerEmail: e.SIGN_IN_RATE_LIMIT_EMAIL,
        signUpPerIp: e.SIGN_UP_RATE_LIMIT_IP,
        mailPerEmail: e.AUTH_MAIL_RATE_LIMIT,
        windowMs: e.AUTH_RATE_LIMIT_WINDOW_MS,
        failuresPerAccountIp: e.SIGN_IN_FAILURE_LIMIT_ACCOUNT_IP,
        failureWindowMs: e.SIGN_IN_FAILURE_WINDOW_MINUTES * MINUTE,
      },
      deviceTrustMs: e.DEVICE_TRUST_DAYS * 24 * HOUR,
      mailLimit: { perAddress: e.IDENTITY_MAIL_LIMIT, windowMs: e.IDENTITY_MAIL_LIMIT_WINDOW_MINUTES * MINUTE },
      twoFactorEncryptionKey: e.TWO_FACTOR_ENCRYPTION_KEY,
    },
    operators: {
      maxFailedSignIns: e.OPERATOR_MAX_FAILED_SIGN_INS,
      lockMs: e.OPERATOR_LOCK_MINUTES * MINUTE,
      idleMs: e.OPERATOR_IDLE_MINUTES * MINUTE,
    },
    realtime: {
      url: e.REALTIME_URL ?? realtimeUrlOf(publicOrigin),
      secret: e.REALTIME_SECRET,
      tokenTtlSeconds: e.REALTIME_TOKEN_TTL_SECONDS,
      expiryGraceSeconds: e.REALTIME_EXPIRY_GRACE_SECONDS,
      publishUrl: e.REALTIME_PUBLISH_URL,
      apiKey: e.REALTIME_API_KEY,
    },
    sandboxGatewaySecret: e.SANDBOX_GATEWAY_SECRET,
    paymentsSandbox: {
      enabled: isSandboxEnabled(e.PAYMENTS_SANDBOX, env.NODE_ENV === "production" && e.DATABASE_URL !== undefined),
      isProduction: env.NODE_ENV === "production",
      transferMax: e.PAYMENTS_SANDBOX_TRANSFER_MAX ?? {},
      dailyMax: e.PAYMENTS_SANDBOX_DAILY_MAX ?? {},
    },
    withdrawalReconcileIntervalMs: e.WITHDRAWAL_RECONCILE_INTERVAL_MS,
    operatorAdjustments: {
      // Staff mint or take money with it: off unless the operator switches it on.
      enabled: isSandboxEnabled(e.OPERATOR_ADJUSTMENTS_ENABLED, true),
      fourEyesCents: BigInt(e.OPERATOR_ADJUSTMENT_FOUR_EYES_CENTS),
    },
    withdrawalFourEyes: e.WITHDRAWAL_FOUR_EYES_CENTS,
    providerSecretGraceMs: e.PROVIDER_SECRET_GRACE_HOURS * 60 * MINUTE,
    loyaltyAccrualIntervalMs: e.LOYALTY_ACCRUAL_INTERVAL_MS,
    tournamentScoringIntervalMs: e.TOURNAMENT_SCORING_INTERVAL_MS,
    lotteryDrawIntervalMs: e.LOTTERY_DRAW_INTERVAL_MS,
    sportsbookDemoResults: {
      enabled: isSandboxEnabled(
        e.SPORTSBOOK_DEMO_RESULTS,
        env.NODE_ENV === "production" && e.DATABASE_URL !== undefined,
      ),
      intervalMs: e.SPORTSBOOK_DEMO_RESULTS_INTERVAL_MS,
    },
    sportsbookReconcileIntervalMs: e.SPORTSBOOK_RECONCILE_INTERVAL_MS,
    chat: {
      attachmentMaxBytes: e.CHAT_ATTACHMENT_MAX_BYTES,
      messagesPerMinute: e.CHAT_MESSAGE_RATE_LIMIT,
      messagesPerIpPerMinute: e.CHAT_IP_RATE_LIMIT,
      offlineMailAfterMs: e.CHAT_OFFLINE_MAIL_AFTER_SECONDS * 1000,
    },
    kyc: {
      maxBytes: e.KYC_DOCUMENT_MAX_BYTES,
      perPlayer: e.KYC_DOCUMENTS_PER_PLAYER,
      ...parseKycThresholds(e.KYC_WITHDRAWAL_THRESHOLD_CENTS),
    },
    metrics: { token: e.METRICS_TOKEN, allowedIps: e.METRICS_ALLOWED_IPS },
    sportsbook: { betbyPublicKey: e.SPORTSBOOK_BETBY_PUBLIC_KEY, vendor: sportsbookVendor(e) },
    push: {
      vapidKeys: pushVapidKeys(e.PUSH_VAPID_PUBLIC_KEY, e.PUSH_VAPID_PRIVATE_KEY),
      subject: e.PUSH_VAPID_SUBJECT ?? `mailto:${e.SUPPORT_EMAIL}`,
      allowPrivateEndpoints: isSandboxEnabled(e.PUSH_ALLOW_PRIVATE_ENDPOINTS, true),
      retryIntervalMs: e.PUSH_RETRY_INTERVAL_MS,
    },
  };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** `200000,BTC:500000`: the amount for every currency, then the exceptions. */
function parseKycThresholds(value: string): Pick<KycConfig, "withdrawalThresholdCents" | "withdrawalThresholds"> {
  const [all = "0", ...exceptions] = splitList(value);
  const pairs = exceptions.map((pair) => pair.split(":") as [string, string]);
  return {
    withdrawalThresholdCents: Number(all),
    withdrawalThresholds: Object.fromEntries(pairs.map(([currency, cents]) => [currency, Number(cents)])),
  };
}

function pushVapidKeys(publicKey: string | undefined, privateKey: string | undefined): PushConfig["vapidKeys"] {
  if (!publicKey && !privateKey) return undefined;
  if (!publicKey || !privateKey) {
    throw new Error("Invalid configuration:\n  PUSH_VAPID_PUBLIC_KEY, PUSH_VAPID_PRIVATE_KEY: set both or neither");
  }
  return { publicKey, privateKey };
}

/** SPORTSBOOK_VENDOR=betby needs every setting of Betby's launch and callbacks: a half-configured vendor stops the boot. */
function sportsbookVendor(e: z.infer<typeof envSchema>): SportsbookConfig["vendor"] {
  if (e.SPORTSBOOK_VENDOR !== "betby") return null;
  const required = {
    SPORTSBOOK_BETBY_BRAND_ID: e.SPORTSBOOK_BETBY_BRAND_ID,
    SPORTSBOOK_BETBY_PRIVATE_KEY: e.SPORTSBOOK_BETBY_PRIVATE_KEY,
    SPORTSBOOK_BETBY_PUBLIC_KEY: e.SPORTSBOOK_BETBY_PUBLIC_KEY,
    SPORTSBOOK_BETBY_SCRIPT_URL: e.SPORTSBOOK_BETBY_SCRIPT_URL,
  };
  const missing = Object.entries(required).filter(([, value]) => value === undefined);
  if (missing.length > 0) {
    const names = missing.map(([name]) => name).join(", ");
    throw new Error(`Invalid configuration:\n  ${names}: required when SPORTSBOOK_VENDOR=betby`);
  }
  if (!isP256PrivateKey(e.SPORTSBOOK_BETBY_PRIVATE_KEY as string)) {
    throw new Error("Invalid configuration:\n  SPORTSBOOK_BETBY_PRIVATE_KEY: must be an EC P-256 private key (ES256)");
  }
  return {
    name: "betby",
    brandId: e.SPORTSBOOK_BETBY_BRAND_ID as string,
    privateKey: e.SPORTSBOOK_BETBY_PRIVATE_KEY as string,
    scriptUrl: e.SPORTSBOOK_BETBY_SCRIPT_URL as string,
    theme: e.SPORTSBOOK_BETBY_THEME,
  };
}

function isP256PrivateKey(pem: string): boolean {
  try {
    const key = createPrivateKey(pem);
    return key.asymmetricKeyType === "ec" && key.asymmetricKeyDetails?.namedCurve === "prime256v1";
  } catch {
    return false;
  }
}

function isSandboxEnabled(setting: string | undefined, isProductionDeployment: boolean): boolean {
  if (setting === undefined) return !isProductionDeployment;
  return setting === "on" || setting === "true" || setting === "1";
}

/** The built-in server's WebSocket URL at the site's origin: http(s) becomes ws(s). */
function realtimeUrlOf(origin: string): string {
  return `${origin.replace(/^http/, "ws")}/connection/websocket`;
}

function splitList(value: string): string[] {
  return value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

function isAddressOrRange(item: string): boolean {
  const [address = "", prefix, ...rest] = item.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}
