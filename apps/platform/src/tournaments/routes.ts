import { errorBody, validationErrorBody } from "@croupier/contract";
import {
  tournament,
  tournamentConfirmBody,
  tournamentConfirmResult,
  tournamentParams,
  tournamentPlayer,
  tournaments,
} from "@croupier/contract/schemas/tournaments";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../errors/app-error.ts";
import { getSignedIn } from "../identity/sessions.ts";
import { requireSignedInPlayer, signedInPlayer } from "../identity/signed-in-player.ts";
import { confirmParticipation } from "./confirm.ts";
import {
  findPlayerRow,
  findTournament,
  listRowsOfPlayer,
  listTournamentsByIds,
  listTournamentsIn,
} from "./repository.ts";
import { viewPlayerRows, viewTournaments } from "./view.ts";

/**
 * `/api/tournaments*` (api-contract.md §6): the tournaments with their prizes and first places,
 * worded in the request's language; the signed-in player's rows; the confirmation of participation.
 */
export const tournamentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ["tournaments"];
  const playerRows = z.array(tournamentPlayer);

  app.get(
    "/tournaments",
    {
      schema: {
        tags,
        summary: "The upcoming and running tournaments, soonest first",
        response: { 200: tournaments },
      },
    },
    async (request) => {
      const signedIn = await getSignedIn(request);
      const rows = await listTournamentsIn(db, ["new", "started"]);
      return viewTournaments(db, rows, request.locale, app.clock(), signedIn?.user.id);
    },
  );

  app.get(
    "/tournaments/recent",
    {
      schema: {
        tags,
        summary: "Finished tournaments (ended or canceled), latest first, with their winners",
        response: { 200: tournaments },
      },
    },
    async (request) => {
      const rows = await listTournamentsIn(db, ["ended", "canceled"], 20);
      return viewTournaments(db, rows, request.locale, app.clock());
    },
  );

  app.get(
    "/tournaments/statuses",
    {
      schema: {
        tags,
        summary: "The signed-in player's rows in every tournament they are in (empty when signed out)",
        response: { 200: playerRows },
      },
    },
    async (request) => {
      const signedIn = await getSignedIn(request);
      if (!signedIn) return [];
      const rows = await listRowsOfPlayer(db, signedIn.user.id);
      const currencies = new Map(
        (await listTournamentsByIds(db, [...new Set(rows.map((row) => row.tournamentId))])).map((row) => [
          row.id,
          row.currency,
        ]),
      );
      return viewPlayerRows(db, rows, (id) => currencies.get(id) ?? "EUR", signedIn.user.id);
    },
  );

  app.get(
    "/tournaments/player",
    {
      onRequest: requireSignedInPlayer,
      schema: {
        tags,
        summary: "The tournaments the signed-in player takes part in",
        response: { 200: tournaments, 401: errorBody },
      },
    },
    async (request) => {
      const playerId = signedInPlayer(request).id;
      const rows = await listRowsOfPlayer(db, playerId);
      const found = await listTournamentsByIds(db, [...new Set(rows.map((row) => row.tournamentId))]);
      return viewTournaments(db, found, request.locale, app.clock(), playerId);
    },
  );

  app.get(
    "/tournaments/:id",
    {
      schema: {
        tags,
        summary: "One tournament with its prizes, first places and games",
        params: tournamentParams,
        response: { 200: tournament, 404: errorBody },
      },
    },
    async (request) => {
      const row = await findTournament(db, request.params.id);
      if (!row) throw new AppError("not_found");
      const signedIn = await getSignedIn(request);
      const [view] = await viewTournaments(db, [row], request.locale, app.clock(), signedIn?.user.id);
      if (!view) throw new AppError("not_found");
      return view;
    },
  );

  app.get(
    "/tournaments/:id/status",
    {
      schema: {
        tags,
        summary: "The signed-in player's row in the tournament: [] when signed out or not in it",
        params: tournamentParams,
        response: { 200: playerRows, 404: errorBody },
      },
    },
    async (request) => {
      const row = await findTournament(db, request.params.id);
      if (!row) throw new AppError("not_found");
      const signedIn = await getSignedIn(request);
      if (!signedIn) return [];
      const own = await findPlayerRow(db, row.id, signedIn.user.id);
      return own ? viewPlayerRows(db, [own], () => row.currency, signedIn.user.id) : [];
    },
  );

  app.post(
    "/tournaments/:id/confirm",
    {
      onRequest: requireSignedInPlayer,
      schema: {
        tags,
        summary: "Take part in a tournament (before its start or while it runs)",
        description:
          "422 `errors.tournament` with the reason when the tournament has ended or was canceled, or the " +
          "player has no account in its currency; 404 for an unknown tournament.",
        params: tournamentParams,
        body: tournamentConfirmBody,
        response: { 200: tournamentConfirmResult, 401: errorBody, 404: errorBody, 422: validationErrorBody },
      },
    },
    async (request) =>
      confirmParticipation(db, request.params.id, signedInPlayer(request).id, app.clock(), request.locale),
  );
};
