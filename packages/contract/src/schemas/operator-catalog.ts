import { z } from "zod";
import { GAME_CATEGORIES } from "../games-catalog.ts";
import { operatorPagination } from "./operators.ts";

// The back office's games catalogue and provider connections (issue 17): list and search games
// with their state, change one game, list providers and switch one on or off.

/** The categories a game can be put in ("all" is every game, never stored). */
export const ASSIGNABLE_CATEGORIES = GAME_CATEGORIES.filter((category) => category !== "all");

/** GET /api/operator/games: a page of games, by title or identifier, in one category. */
export const operatorGamesQuery = z.object({
  q: z.string().trim().max(100, "too_long").optional(),
  category: z.enum(GAME_CATEGORIES, "format").optional(),
  page: z.coerce.number().int("format").min(1, "format").default(1),
  page_size: z.coerce.number().int("format").min(1, "format").max(100, "format").default(25),
});

/** A game as the back office sees it, listed or not. */
export const operatorGame = z
  .object({
    id: z.number().int(),
    identifier: z.string(),
    title: z.string(),
    provider_id: z.string(),
    enabled: z.boolean(),
    featured: z.boolean(),
    /** Lobby rank, 1 = first: a category lists its games in this order. */
    position: z.number().int(),
    categories: z.array(z.string()),
    /**
     * Category → the game's 1-based position within it. A category lists the games given a
     * position first (by position), then the others by lobby rank.
     */
    category_positions: z.record(z.string(), z.number().int()),
  })
  .meta({ id: "OperatorGame" });

export const operatorGamesPage = z
  .object({ data: z.array(operatorGame), pagination: operatorPagination })
  .meta({ id: "OperatorGamesPage" });

export const operatorGameParams = z.object({
  id: z.coerce
    .number("format")
    .int("format")
    .positive("format")
    .max(2 ** 53, "format"),
});

/** PATCH /api/operator/games/{id}: only the fields given change. */
export const updateOperatorGameBody = z
  .object({
    enabled: z.boolean("format").optional(),
    featured: z.boolean("format").optional(),
    categories: z.array(z.enum(ASSIGNABLE_CATEGORIES, "format"), "format").max(20, "too_long").optional(),
    position: z.number("format").int("format").min(1, "format").max(1_000_000, "format").optional(),
    /** Category → position within it (1 = first); null gives the game back its lobby order there. */
    category_positions: z
      .partialRecord(
        z.enum(ASSIGNABLE_CATEGORIES, "format"),
        z.number("format").int("format").min(1, "format").max(1_000_000, "format").nullable(),
        "format",
      )
      .optional(),
  })
  .meta({ id: "UpdateOperatorGame" });

/** A game provider as the back office sees it (never its secret). */
export const operatorProvider = z
  .object({
    id: z.string(),
    name: z.string(),
    enabled: z.boolean(),
    /** Has a launch URL: its games can be played. */
    connected: z.boolean(),
    /** After a rotation: until when calls signed with the previous secret still pass (null: none now). */
    previous_secret_valid_until: z.string().nullable(),
  })
  .meta({ id: "OperatorProvider" });

/** POST /api/operator/providers/{id}/rotate_secret: the new secret, shown this once. */
export const rotatedProviderSecret = z
  .object({
    provider: operatorProvider,
    /** The new secret (hex): sign every wallet call with it from now on. Never shown again. */
    secret: z.string(),
    previous_secret_valid_until: z.string(),
  })
  .meta({ id: "RotatedProviderSecret" });

export const operatorProviders = z.object({ data: z.array(operatorProvider) }).meta({ id: "OperatorProviders" });

export const operatorProviderParams = z.object({
  id: z.string().min(1, "blank").max(100, "too_long"),
});

export const updateOperatorProviderBody = z
  .object({ enabled: z.boolean("format") })
  .meta({ id: "UpdateOperatorProvider" });

export type OperatorGame = z.infer<typeof operatorGame>;
export type OperatorGameChange = z.infer<typeof updateOperatorGameBody>;
export type OperatorProvider = z.infer<typeof operatorProvider>;
export type RotatedProviderSecret = z.infer<typeof rotatedProviderSecret>;
