import {
  compPoints,
  compPointsExchangeBody,
  compPointsExchangeResult,
  compPointsMoneyRates,
  errorBody,
  statusGroups,
  validationErrorBody,
} from "@croupier/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireSignedInPlayer, signedInPlayer } from "../identity/signed-in-player.ts";
import { playerStanding } from "./balances.ts";
import { exchangeCompPoints, listExchangeRates } from "./exchange.ts";
import { listLevels, toStatusGroup } from "./levels.ts";
import { loyaltyAccrualRates } from "./schema.ts";

/** VIP levels (status groups), the player's comp points, and their exchange for money. */
export const loyaltyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const signedOut = { 401: errorBody };

  app.get(
    "/info/statuses",
    {
      schema: {
        tags: ["loyalty"],
        summary: "The VIP levels in order, each with its persistent comp point range, league and benefits",
        response: { 200: statusGroups },
      },
    },
    async () => (await listLevels(db)).map(toStatusGroup),
  );

  app.get(
    "/player/status_groups",
    {
      onRequest: requireSignedInPlayer,
      schema: {
        tags: ["loyalty"],
        summary: "The player's VIP level, in the shape of /info/statuses",
        response: { 200: statusGroups, ...signedOut },
      },
    },
    async (request) => {
      const { level } = await playerStanding(db, signedInPlayer(request).id);
      return [toStatusGroup(level)];
    },
  );

  app.get(
    "/player/comp_points",
    {
      onRequest: requireSignedInPlayer,
      schema: {
        tags: ["loyalty"],
        summary: "The player's chargeable (redeemable) and persistent (status) comp points, and their level",
        response: { 200: compPoints, ...signedOut },
      },
    },
    async (request) => {
      const standing = await playerStanding(db, signedInPlayer(request).id);
      return {
        chargeable: { points: standing.chargeablePoints },
        persistent: { points: standing.persistentPoints },
        level: standing.level.id,
      };
    },
  );

  app.get(
    "/comp_points/rates/money",
    {
      schema: {
        tags: ["loyalty"],
        summary: "Per VIP level: what chargeable comp points are worth in each currency (minor units)",
        description: "`wager`: euro cents wagered on slots that earn one point.",
        response: { 200: compPointsMoneyRates },
      },
    },
    async () => {
      const [levels, rates, accrual] = await Promise.all([
        listLevels(db),
        listExchangeRates(db),
        db.select().from(loyaltyAccrualRates),
      ]);
      const wager =
        accrual.find((rate) => rate.category === "slots")?.wagerEurCentsPerPoint ??
        accrual.find((rate) => rate.category === "default")?.wagerEurCentsPerPoint ??
        0;
      return levels.map((level) => ({
        group: level.id,
        title: level.name,
        wager,
        rates: rates
          .filter((rate) => rate.levelId === level.id)
          .map((rate) => ({ points: rate.points, currency: rate.currency, amount_cents: Number(rate.amount) })),
      }));
    },
  );

  app.post(
    "/comp_points/exchange/money",
    {
      onRequest: requireSignedInPlayer,
      schema: {
        tags: ["loyalty"],
        summary: "Exchange chargeable comp points for money at the player's level's rate",
        description:
          "The money is credited to the player's account in `currency` (one they hold). 422 on `points` " +
          "when not a whole positive number, below the rate's points or more than the player has; " +
          "on `currency` when the player holds no such account; on `group` when it is not the player's level.",
        body: compPointsExchangeBody,
        response: { 200: compPointsExchangeResult, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request) => {
      const { exchange } = request.body;
      const result = await exchangeCompPoints(
        db,
        signedInPlayer(request).id,
        { points: exchange.points, currency: exchange.currency, group: exchange.group },
        request.locale,
      );
      return {
        chargeable: { points: result.chargeablePoints },
        persistent: { points: result.persistentPoints },
        level: result.level.id,
        exchanged: { points: exchange.points, currency: result.currency, amount_cents: Number(result.amount) },
      };
    },
  );
};
