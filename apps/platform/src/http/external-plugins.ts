import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from "fastify-type-provider-zod";
import { sharedRateLimitStore } from "../cluster/rate-limit-store.ts";
import { AppError } from "../errors/app-error.ts";
import { COMPRESSION_MIN_BYTES } from "./compression-threshold.ts";
import { documentedSchemas } from "./documented-schemas.ts";

/** Tier 1: community plugins, configured once. Registered before any route so they see them all. */
export async function registerExternalPlugins(app: FastifyInstance): Promise<void> {
  // JSON, HTML and static assets; small answers are not worth the CPU.
  await app.register(compress, { global: true, threshold: COMPRESSION_MIN_BYTES });

  // The session cookie (identity/sessions.ts); unsigned: it carries a random id, stored hashed.
  await app.register(cookie);

  // Limits are per route (`config.rateLimit`), keyed on the visitor's resolved IP and counted in
  // PostgreSQL, so one limit holds across every node (the database is opened after this plugin).
  await app.register(rateLimit, {
    global: false,
    store: sharedRateLimitStore(() => app.database.db),
    keyGenerator: (request) => request.clientIp,
    errorResponseBuilder: (_request, context) =>
      new AppError("too_many_requests", `Too many requests, try again later. Retry in ${context.after}.`),
  });

  const schemaRegistry = documentedSchemas();
  const documentObject = createJsonSchemaTransformObject({ schemaRegistry });
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Croupier platform API",
        description: "The casino platform behind the Croupier site, in the shapes of the SoftSwiss-family API.",
        version: "0.1.0",
      },
      tags: [
        { name: "info", description: "Start-up information" },
        { name: "geo", description: "Visitor location and restrictions" },
        { name: "cms", description: "Content" },
        { name: "support", description: "Support" },
        { name: "auth", description: "Sign-up, sign-in and the e-mailed links" },
        { name: "player", description: "The signed-in player" },
        { name: "wallet", description: "The player's accounts, one per currency" },
        {
          name: "payments",
          description: "Payment methods, deposits (card, e-wallet, crypto), withdrawals and the gateway callbacks",
        },
        {
          name: "operator",
          description: "The casino's staff: sign-in, withdrawal approval and the audit log (not for players)",
        },
        {
          name: "sandbox",
          description: "The built-in sandbox gateway's test chain for crypto transfers (a stand-in for a blockchain)",
        },
        {
          name: "bonuses",
          description: "Bonuses with their wagering, free spins, the offers at deposit and registration, coupons",
        },
        {
          name: "lootboxes",
          description: "Loot boxes: the player's boxes, opening one (a provably fair draw) and verifying a draw",
        },
        { name: "loyalty", description: "VIP levels, comp points and their exchange for money" },
        { name: "push", description: "Web Push: the VAPID public key, the player's browsers and the kinds of push" },
        {
          name: "tournaments",
          description: "Tournaments: competitions scored from real rounds, their live leaderboards and participation",
        },
        {
          name: "lotteries",
          description: "Lotteries: tickets earned by deposits, provably fair draws and their verification",
        },
        {
          name: "limits",
          description:
            "The player's deposit, loss, wager and session-time limits (/api/user_limits): a decrease at once, an " +
            "increase or removal after 24 hours and a confirmation; enforced on deposits, bets and sign-in",
        },
        { name: "games", description: "The game catalog: lists, collections, providers, thumbnails and winners" },
        { name: "batch", description: "Several GET calls of this API in one request (GET /batch)" },
        {
          name: "studio",
          description:
            "The in-house studio's game API (token in x-studio-token): session, play, provably fair seeds and verification",
        },
        {
          name: "provider-wallet",
          description:
            "The seamless wallet game providers call (signed server-to-server; docs/provider-wallet-protocol.md)",
        },
        {
          name: "sportsbook",
          description:
            "The wallet callbacks of an embedded sportsbook vendor (Betby: RS256 JWT bodies; off until configured)",
        },
        { name: "operations", description: "Health and readiness" },
      ],
    },
    transform: createJsonSchemaTransform({ schemaRegistry }),
    transformObject: (document) => nameWildcardParams(documentObject(document)),
  });
}

type OpenApiDocument = ReturnType<ReturnType<typeof createJsonSchemaTransformObject>>;

/** Fastify's `*` wildcard reads as `{*}` in OpenAPI; readers (and generators) expect a name. */
function nameWildcardParams(document: OpenApiDocument): OpenApiDocument {
  const paths = Object.entries(document.paths ?? {}).map(([path, item]) => {
    if (!path.includes("{*}")) return [path, item];
    const renamed = JSON.parse(JSON.stringify(item).replaceAll('"name":"*"', '"name":"slug"'));
    return [path.replace("{*}", "{slug}"), renamed];
  });
  return { ...document, paths: Object.fromEntries(paths) };
}
