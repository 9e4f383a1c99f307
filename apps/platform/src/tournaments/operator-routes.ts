import { errorBody, LOCALES, validationErrorBody } from "@croupier/contract";
import {
  cancelTournamentBody,
  createTournamentBody,
  operatorTournament,
  operatorTournamentPlayersPage,
  operatorTournamentPlayersQuery,
  operatorTournaments,
  operatorTournamentsQuery,
  tournamentParams,
} from "@croupier/contract/schemas/tournaments";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Tx } from "../db/database.ts";
import { AppError } from "../errors/app-error.ts";
import { type AuditEntry, writeAuditEntry } from "../operators/audit-log.ts";
import { currentOperator, requireOperator } from "../operators/operator-sessions.ts";
import {
  cancelTournament,
  listLatestTournaments,
  listParticipants,
  scheduleTournament,
  type TournamentAdminContext,
  type TournamentEvent,
  updateTournament,
} from "./admin.ts";
import { findTournament } from "./repository.ts";
import type { TournamentRow } from "./schema.ts";
import { viewTournaments } from "./view.ts";

/** `/api/operator/tournaments*`: the tournaments, scheduling one and cancelling one, each audited. */
export const operatorTournamentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const signedOut = { 401: errorBody, 403: errorBody };

  app.get(
    "/operator/tournaments",
    {
      onRequest: requireOperator("tournaments.read"),
      schema: {
        tags: ["operator"],
        summary: "The latest 100 tournaments of every status or of one, newest first",
        description: "`status`: new (scheduled), started (live), ended or canceled; 422 for another.",
        querystring: operatorTournamentsQuery,
        response: { 200: operatorTournaments, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request) => viewForOperators(await listLatestTournaments(db, { status: request.query.status })),
  );

  app.get(
    "/operator/tournaments/:id/players",
    {
      onRequest: requireOperator("tournaments.read"),
      schema: {
        tags: ["operator"],
        summary: "A tournament's whole leaderboard with each player's id and e-mail, by place, a page at a time",
        params: tournamentParams,
        querystring: operatorTournamentPlayersQuery,
        response: { 200: operatorTournamentPlayersPage, 404: errorBody, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request) => {
      const { page, page_size: pageSize } = request.query;
      if (!(await findTournament(db, request.params.id))) throw new AppError("not_found");
      const { data, total } = await listParticipants(db, request.params.id, {
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return { data, pagination: { page, per_page: pageSize, total_count: total } };
    },
  );

  app.post(
    "/operator/tournaments",
    {
      onRequest: requireOperator("tournaments.manage"),
      schema: {
        tags: ["operator"],
        summary: "Schedule a tournament: `new` until its start, then scored and closed by the jobs",
        description:
          "422 field errors: end_at after start_at and in the future, max_bet_cents at least min_bet_cents, the " +
          "currency a real-money one, every game in the catalog, prizes at places 1..N each once, money and bonus " +
          "prizes an amount, free spins a count.",
        body: createTournamentBody,
        response: { 201: operatorTournament, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request, reply) => {
      const created = await scheduleTournament(db, request.body, await adminContext(request));
      return reply.code(201).send(await viewOne(created));
    },
  );

  app.patch(
    "/operator/tournaments/:id",
    {
      onRequest: requireOperator("tournaments.manage"),
      schema: {
        tags: ["operator"],
        summary: "Edit a tournament before it starts: every field and the prizes are replaced, audited",
        description:
          "The body is the schedule's, checked the same way. 422 `errors.base` once the tournament has started " +
          "(or its start has come) or was canceled.",
        params: tournamentParams,
        body: createTournamentBody,
        response: { 200: operatorTournament, 404: errorBody, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request) => {
      const updated = await updateTournament(db, request.params.id, request.body, await adminContext(request));
      return viewOne(updated);
    },
  );

  app.post(
    "/operator/tournaments/:id/cancel",
    {
      onRequest: requireOperator("tournaments.manage"),
      schema: {
        tags: ["operator"],
        summary: "Cancel a tournament that has not ended: nothing is paid, the reason is shown to players",
        description: "422 `errors.base` when it has already ended or was canceled.",
        params: tournamentParams,
        body: cancelTournamentBody,
        response: { 200: operatorTournament, 404: errorBody, 422: validationErrorBody, ...signedOut },
      },
    },
    async (request) => {
      const canceled = await cancelTournament(db, request.params.id, request.body.reason, await adminContext(request));
      return viewOne(canceled);
    },
  );

  async function viewForOperators(rows: TournamentRow[]) {
    const views = await viewTournaments(db, rows, "en", app.clock());
    return views.map((view, index) => {
      const row = rows[index] as TournamentRow;
      return {
        ...view,
        translations: LOCALES.flatMap((locale) =>
          row.titles[locale] === undefined
            ? []
            : [{ locale, title: row.titles[locale] ?? "", description: row.descriptions[locale] ?? "" }],
        ),
        game_identifiers: row.games,
      };
    });
  }

  async function viewOne(row: TournamentRow) {
    const [view] = await viewForOperators([row]);
    if (!view) throw new AppError("not_found");
    return view;
  }

  async function adminContext(request: FastifyRequest): Promise<TournamentAdminContext> {
    const { operator } = await currentOperator(request);
    return {
      now: app.clock(),
      locale: request.locale,
      record: (tx: Tx, event: TournamentEvent) =>
        writeAuditEntry(tx, { ...describe(event), operatorId: operator.id, ip: request.clientIp }),
    };
  }
};

function summary(row: TournamentRow) {
  return {
    status: row.status,
    title: row.titles.en,
    strategy: row.strategy,
    currency: row.currency,
    start_at: row.startAt.toISOString(),
    end_at: row.endAt.toISOString(),
    games: row.games,
    cancel_reason: row.cancelReason,
  };
}

function describe(event: TournamentEvent): Omit<AuditEntry, "operatorId" | "ip"> {
  if (event.kind === "created") {
    const target = { type: "tournament", id: event.tournament.id };
    return { action: "tournament.created", target, details: { before: null, after: summary(event.tournament) } };
  }
  if (event.kind === "updated") {
    return {
      action: "tournament.updated",
      target: { type: "tournament", id: event.after.id },
      details: { before: summary(event.before), after: summary(event.after) },
    };
  }
  return {
    action: "tournament.canceled",
    target: { type: "tournament", id: event.after.id },
    details: { before: summary(event.before), after: summary(event.after), reason: event.reason },
  };
}
