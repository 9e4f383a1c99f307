import {
  errorBody,
  gameErrorBody,
  STUDIO_TOKEN_HEADER,
  studioClientSeedRequest,
  studioFairness,
  studioPlay,
  studioPlayRequest,
  studioPlaySummary,
  studioSeedRotation,
  studioSession,
  studioVerification,
  studioVerifyRequest,
  validationErrorBody,
} from "@croupier/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { loadStudioContext, type StudioDeps } from "./context.ts";
import { playAction } from "./play.ts";
import { listSettledPlays } from "./plays-repository.ts";
import { changeClientSeed, rotateSeeds } from "./seeds.ts";
import { getStudioSession } from "./session-view.ts";
import { verifyAnyRound, verifyOwnPlay } from "./verify.ts";
import { createInjectedWallet } from "./wallet-client.ts";

/** Another node's pending play is left to it this long before this node finishes it (PostgreSQL). */
const PENDING_GRACE_MS = 15_000;

// Documents the header; loose, so the validated headers keep every other header (cookies, origin).
const tokenHeader = z.looseObject({ [STUDIO_TOKEN_HEADER]: z.string().max(200).optional() });
const refused = { 401: errorBody, 402: gameErrorBody, 403: gameErrorBody, 409: gameErrorBody, 410: gameErrorBody };
const playsQuery = z.object({ limit: z.coerce.number("format").int("format").min(1).max(100).default(20) });
const playParams = z.object({ id: z.coerce.number("format").int("format").positive("format") });

/**
 * `/api/studio/*`: the in-house studio's game API, called by its game screen inside the game page's
 * iframe with the launch token in `x-studio-token`. Real money moves only through the seamless
 * wallet, which the studio calls as the provider `croupier-studio`.
 */
export const studioRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: StudioDeps = {
    db: app.database.db,
    wallet: createInjectedWallet(app),
    now: app.clock,
    // PGlite is one process by construction: any pending play it sees is nobody else's.
    pendingGraceMs: app.database.kind === "pglite" ? 0 : PENDING_GRACE_MS,
  };
  const context = (request: FastifyRequest) => {
    const header = request.headers[STUDIO_TOKEN_HEADER];
    return loadStudioContext(deps, typeof header === "string" ? header : undefined);
  };

  app.get(
    "/studio/session",
    {
      schema: {
        tags: ["studio"],
        summary: "The game screen's session: balance, title, open round, fairness and play rules",
        headers: tokenHeader,
        response: { 200: studioSession, ...refused },
      },
    },
    async (request) => getStudioSession(deps, await context(request)),
  );

  app.post(
    "/studio/play",
    {
      schema: {
        tags: ["studio"],
        summary: "Play one action (spin, bonus_buy, free_spin, place_bets, roll)",
        description:
          "With `freespins_id`, the spin is one of the player's activated free spins on this game (at their bet, free); 409 `freespins_not_playable` when they cannot be played here.",
        headers: tokenHeader,
        body: studioPlayRequest,
        response: { 200: studioPlay, 422: validationErrorBody, 429: gameErrorBody, ...refused },
      },
    },
    async (request) =>
      playAction(
        deps,
        { ...(await context(request)), locale: request.locale },
        request.body.action,
        request.body.freespins_id ?? null,
      ),
  );

  app.put(
    "/studio/seeds/client",
    {
      schema: {
        tags: ["studio"],
        summary: "Choose the client seed (a used pair is rotated first)",
        headers: tokenHeader,
        body: studioClientSeedRequest,
        response: { 200: studioFairness, 422: validationErrorBody, ...refused },
      },
    },
    async (request) => changeClientSeed(deps, await context(request), request.body.client_seed, request.locale),
  );

  app.post(
    "/studio/seeds/rotate",
    {
      schema: {
        tags: ["studio"],
        summary: "Reveal the server seed and commit a new one",
        headers: tokenHeader,
        response: { 200: studioSeedRotation, ...refused },
      },
    },
    async (request) => rotateSeeds(deps, await context(request)),
  );

  app.get(
    "/studio/plays",
    {
      schema: {
        tags: ["studio"],
        summary: "The token owner's settled plays, newest first",
        headers: tokenHeader,
        querystring: playsQuery,
        response: { 200: z.array(studioPlaySummary), 422: validationErrorBody, ...refused },
      },
    },
    async (request) => {
      const { owner } = await context(request);
      const rows = await listSettledPlays(deps.db, owner, request.query.limit);
      return rows.map(({ play, seed }) => ({
        play_id: play.id,
        title_id: play.titleId,
        nonce: play.nonce,
        server_seed_hash: seed.serverSeedHash,
        server_seed: seed.revealedAt ? seed.serverSeed : null,
        client_seed: seed.clientSeed,
        stake: Number(play.stake),
        win: Number(play.win),
        created_at: play.createdAt.toISOString(),
      }));
    },
  );

  app.get(
    "/studio/plays/:id/verify",
    {
      schema: {
        tags: ["studio"],
        summary: "Replay one of the owner's plays from its revealed seeds",
        headers: tokenHeader,
        params: playParams,
        response: { 200: studioVerification, 404: errorBody, 422: validationErrorBody, ...refused },
      },
    },
    async (request) => verifyOwnPlay(deps, await context(request), request.params.id),
  );

  app.post(
    "/studio/verify",
    {
      // Changes nothing: any site or tool may ask.
      config: { crossOrigin: true },
      schema: {
        tags: ["studio"],
        summary: "Replay any round from revealed seeds (public)",
        body: studioVerifyRequest,
        response: { 200: studioVerification, 422: validationErrorBody },
      },
    },
    async (request) => {
      const body = request.body;
      return verifyAnyRound({
        titleId: body.title_id,
        serverSeed: body.server_seed,
        serverSeedHash: body.server_seed_hash,
        clientSeed: body.client_seed,
        nonce: body.nonce,
        state: body.state,
        action: body.action,
      });
    },
  );
};
