import { errorBody, validationErrorBody } from "@croupier/contract";
import {
  gameHistoryQuery,
  historyRoundPage,
  lastRounds,
  netDeposits,
  statementExportQuery,
  statementPage,
  statementQuery,
} from "@croupier/contract/schemas/statements";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireSignedInPlayer, signedInPlayer } from "../identity/signed-in-player.ts";
import { statementCsvStream } from "./csv.ts";
import { readGameHistory, readLastRounds } from "./games.ts";
import { readNetDeposits, readStatementLines, readStatementPage } from "./statement.ts";

// The signed-in player's account history (UK RTS 1B, 1C; GLI-19): the statement and its CSV,
// net deposits, closed rounds and the last ten rounds with their steps. 401 signed out, 422 with
// field errors for a bad filter; nothing here changes anything.

const signedOut = { 401: errorBody };
const filterDescription =
  "Filters: `from`, `to` (days, YYYY-MM-DD, UTC, both included; `to` not before `from`), `currency` " +
  "(code), `kind` (deposit, withdrawal, withdrawal_returned, bet, win, rollback, bonus_issued, " +
  "bonus_released, bonus_forfeited, prize, adjustment).";

export const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ["player"];
  app.addHook("onRequest", requireSignedInPlayer);
  // Cache-Control: no-store comes from the security headers, as on every signed-in answer.

  app.get(
    "/player/statement",
    {
      schema: {
        tags,
        summary: "The account statement: every movement on the player's balances, newest first",
        description:
          `${filterDescription} Paged by cursor: \`per_page\` lines (1–100, default 25); pass the answer's ` +
          "`next_cursor` as `cursor` for the next (older) page; it is null on the last page. Amounts are " +
          "signed minor units; `wallet` tells the player's money (`cash`) from bonus money (`bonus`).",
        querystring: statementQuery,
        response: { 200: statementPage, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request) => readStatementPage(db, signedInPlayer(request).id, request.query),
  );

  app.get(
    "/player/statement.csv",
    {
      schema: {
        tags,
        summary: "The account statement as CSV (every matching line, streamed)",
        description:
          `${filterDescription} Columns: ${"date, kind, wallet, amount_cents, currency, balance_after_cents, game, round, transaction, payment_id, bonus_id, source, id"}. ` +
          "Text cells that a spreadsheet would run as a formula start with an apostrophe.",
        querystring: statementExportQuery,
        response: { 422: validationErrorBody, ...signedOut },
      },
    },
    async (request, reply) => {
      const player = signedInPlayer(request);
      const day = app.clock().toISOString().slice(0, 10);
      reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="statement-${day}.csv"`);
      // A stream is sent as it is read (chunked), never serialized: the typed reply knows only JSON bodies.
      const stream = statementCsvStream(readStatementLines(db, player.id, request.query));
      return reply.send(stream as unknown as { error: string });
    },
  );

  app.get(
    "/player/net_deposits",
    {
      schema: {
        tags,
        summary: "Net deposits per currency: lifetime deposits minus withdrawals, since registration",
        description:
          "Withdrawals count from their request; one recalled or rejected counts no more. `since` is the " +
          "registration time and `until` now: the period the figures cover.",
        response: { 200: netDeposits, ...signedOut },
      },
    },
    async (request) => readNetDeposits(db, signedInPlayer(request), app.clock()),
  );

  app.get(
    "/player/game_history",
    {
      schema: {
        tags,
        summary: "The player's closed game rounds (studio and providers), newest first",
        description:
          "Filters: `from`, `to` (days, UTC, included), `currency`, `game` (identifier provider/slug). Paged " +
          "by cursor like the statement.",
        querystring: gameHistoryQuery,
        response: { 200: historyRoundPage, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request) => readGameHistory(db, signedInPlayer(request).id, request.query),
  );

  app.get(
    "/player/game_history/last",
    {
      schema: {
        tags,
        summary: "The last game round and the nine before it, each with its steps (GLI-19 recall)",
        description:
          "Steps of a studio round are its plays with what each drew; a provider's are its bets, wins and " +
          "rollbacks. Balances at start and end as the wallet answered (money and bonus money together).",
        response: { 200: lastRounds, ...signedOut },
      },
    },
    async (request) => readLastRounds(db, signedInPlayer(request).id),
  );
};
