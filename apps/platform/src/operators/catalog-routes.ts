import { randomBytes } from "node:crypto";
import { errorBody, validationErrorBody } from "@croupier/contract";
import {
  operatorGame,
  operatorGameParams,
  operatorGamesPage,
  operatorGamesQuery,
  operatorProvider,
  operatorProviderParams,
  operatorProviders,
  rotatedProviderSecret,
  updateOperatorGameBody,
  updateOperatorProviderBody,
} from "@croupier/contract/schemas/operator-catalog";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type AdminGame, changeGame, listAdminGames } from "../catalog/admin.ts";
import { catalogChanged } from "../catalog/catalog-changes.ts";
import { AppError } from "../errors/app-error.ts";
import {
  findProvider,
  listProviderStates,
  type ProviderState,
  rotateProviderSecret,
  setProviderEnabled,
} from "../provider-wallet/repository.ts";
import { writeAuditEntry } from "./audit-log.ts";
import { currentOperator, requireOperator } from "./operator-sessions.ts";

/**
 * `/api/operator/games*` and `/api/operator/providers*`: the games catalogue and the provider
 * connections. Every change is audited in its transaction and shows on the site at once.
 */
export const operatorCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const signedOut = { 401: errorBody, 403: errorBody };

  app.get(
    "/operator/games",
    {
      onRequest: requireOperator("catalog.read"),
      schema: {
        tags: ["operator"],
        summary: "Every game, listed or not, with its state, in lobby order (roles: admin, marketing, support)",
        description:
          "`q` matches the title or identifier (case-insensitive); `category` keeps the games in it, in that " +
          "category's order (positioned games first).",
        querystring: operatorGamesQuery,
        response: { 200: operatorGamesPage, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request) => {
      const { page, page_size: pageSize, q, category } = request.query;
      const { data, total } = await listAdminGames(
        db,
        { q, category },
        { limit: pageSize, offset: (page - 1) * pageSize },
      );
      return { data: data.map(viewGame), pagination: { page, per_page: pageSize, total_count: total } };
    },
  );

  app.patch(
    "/operator/games/:id",
    {
      onRequest: requireOperator("catalog.manage"),
      schema: {
        tags: ["operator"],
        summary:
          "Enable, disable or feature a game, set its categories, lobby rank or place in a category (roles: admin, marketing)",
        description:
          "Only the fields given change; the site shows the change at once. `position` is the lobby rank " +
          "(1 = first). `category_positions` places the game within some of its categories (null: back to " +
          "lobby order there); a category lists the games given a position first, then the others by lobby " +
          "rank. Featured games lead the site's home page. 422 field errors for unknown categories and for a " +
          "position in a category the game is not in.",
        params: operatorGameParams,
        body: updateOperatorGameBody,
        response: { 200: operatorGame, 404: errorBody, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request) => {
      const { operator } = await currentOperator(request);
      const { category_positions: categoryPositions, ...rest } = request.body;
      const game = await changeGame(db, request.params.id, { ...rest, categoryPositions }, (tx, before, after) =>
        writeAuditEntry(tx, {
          operatorId: operator.id,
          action: "game.updated",
          target: { type: "game", id: after.id },
          details: { before: viewGame(before), after: viewGame(after) },
          ip: request.clientIp,
        }),
      );
      return viewGame(game);
    },
  );

  app.get(
    "/operator/providers",
    {
      onRequest: requireOperator("providers.manage"),
      schema: {
        tags: ["operator"],
        summary: "Every game provider with its state, never its secret (role: admin)",
        response: { 200: operatorProviders, ...signedOut },
      },
    },
    async () => ({ data: (await listProviderStates(db)).map((provider) => viewProvider(provider, app.clock())) }),
  );

  app.patch(
    "/operator/providers/:id",
    {
      onRequest: requireOperator("providers.manage"),
      schema: {
        tags: ["operator"],
        summary: "Enable or disable a game provider: its games join or leave the lobby at once (role: admin)",
        params: operatorProviderParams,
        body: updateOperatorProviderBody,
        response: { 200: operatorProvider, 404: errorBody, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request) => {
      const { operator } = await currentOperator(request);
      const { enabled } = request.body;
      const after = await db.transaction(async (tx) => {
        const before = await findProvider(tx, request.params.id);
        if (!before) throw new AppError("not_found");
        const updated = await setProviderEnabled(tx, before.id, enabled);
        if (!updated) throw new AppError("not_found");
        await writeAuditEntry(tx, {
          operatorId: operator.id,
          action: enabled ? "provider.enabled" : "provider.disabled",
          target: { type: "game_provider", id: updated.id },
          details: { before: { enabled: before.enabled }, after: { enabled: updated.enabled } },
          ip: request.clientIp,
        });
        return updated;
      });
      catalogChanged();
      return viewProvider(after, app.clock());
    },
  );

  app.post(
    "/operator/providers/:id/rotate_secret",
    {
      onRequest: requireOperator("providers.manage"),
      schema: {
        tags: ["operator"],
        summary: "Rotate a provider's secret: the new one is answered once, the old one passes a while (role: admin)",
        description:
          "The new secret signs from now on; calls signed with the previous one are still accepted until " +
          "`previous_secret_valid_until` (PROVIDER_SECRET_GRACE_HOURS, 24 by default), so the provider can switch " +
          "over without refused calls. A secret replaced before is no longer accepted. The secret is never logged.",
        params: operatorProviderParams,
        response: { 200: rotatedProviderSecret, 404: errorBody, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request) => {
      const { operator } = await currentOperator(request);
      const now = app.clock();
      const until = new Date(now.getTime() + app.config.providerSecretGraceMs);
      const secret = randomBytes(32).toString("hex");
      const after = await db.transaction(async (tx) => {
        const rotated = await rotateProviderSecret(tx, request.params.id, secret, until);
        if (!rotated) throw new AppError("not_found");
        await writeAuditEntry(tx, {
          operatorId: operator.id,
          action: "provider.secret_rotated",
          target: { type: "game_provider", id: rotated.id },
          details: { previous_secret_valid_until: until.toISOString() },
          ip: request.clientIp,
        });
        return rotated;
      });
      return {
        provider: viewProvider(after, now),
        secret,
        previous_secret_valid_until: until.toISOString(),
      };
    },
  );
};

function viewGame(game: AdminGame) {
  return {
    id: game.id,
    identifier: game.identifier,
    title: game.title,
    provider_id: game.providerId,
    enabled: game.enabled,
    featured: game.featured,
    position: game.popularity,
    categories: game.categories,
    category_positions: game.categoryPositions ?? {},
  };
}

function viewProvider(provider: ProviderState, now: Date) {
  const until = provider.previousSecretUntil;
  return {
    id: provider.id,
    name: provider.name,
    enabled: provider.enabled,
    connected: provider.launchUrl !== null,
    previous_secret_valid_until: until && until > now ? until.toISOString() : null,
  };
}
