import { z } from "zod";
import { boundedString, requiredText } from "../validation/rules.ts";
import { operatorPagination } from "./operators.ts";

// Our own pre-match sportsbook (issue 19, platform src/sportsbook/book/): sports → competitions →
// events → markets → selections, priced and settled by traders in the back office.
//
// Prices: a selection's price is stored exactly as a fraction (decimal odds n/d). The API carries
// `price`, its decimal text (exact when it terminates within 9 places, else rounded to 9), and
// `price_fraction`, the exact decimal odds "n/d" (e.g. "21/11" for 10/11 fractional). Fractional
// and American renderings are the site's job. Money: integer minor units (`*_cents`) of the bet's
// currency. A bet with one selection is a single; with several, an accumulator (no two selections
// of one event). Refusals: 422 `{errors: {<field>: [text]}}`, fields keyed by their path in the
// request (`bets.1.selections.0.price`, `bets.0.stake_cents`, `currency`), texts in the player's
// language; 401 when signed out.

/** Lengths a client may send. */
export const BOOK_NAME_MAX = 120;
export const BOOK_SLUG_MAX = 80;
export const BOOK_PRICE_TEXT_MAX = 20;
export const BOOK_BETS_MAX = 20;
export const BOOK_LEGS_MAX = 20;
export const BOOK_IDEMPOTENCY_KEY_MAX = 64;

export const BOOK_EVENT_STATUSES = ["scheduled", "started", "finished", "cancelled"] as const;
export type BookEventStatus = (typeof BOOK_EVENT_STATUSES)[number];

/** `open` takes bets; `suspended` not (a trader, or the liability limit, stopped it); `settled` / `void` are final until a resettle. */
export const BOOK_MARKET_STATUSES = ["open", "suspended", "settled", "void"] as const;
export type BookMarketStatus = (typeof BOOK_MARKET_STATUSES)[number];

/** What a market is (the site may name it by type in the player's language). */
export const BOOK_MARKET_TYPES = [
  "match_result",
  "moneyline",
  "total",
  "handicap",
  "both_teams_to_score",
  "double_chance",
  "outright",
  "other",
] as const;
export type BookMarketType = (typeof BOOK_MARKET_TYPES)[number];

/** A selection's result: void settles at factor 1, dead_heat at price × `dead_heat_factor`, half_won at (price + 1)/2, half_lost at 1/2. */
export const BOOK_SELECTION_RESULTS = ["won", "lost", "void", "dead_heat", "half_won", "half_lost"] as const;
export type BookSelectionResult = (typeof BOOK_SELECTION_RESULTS)[number];

export const BOOK_PRICE_CHANGE_ACCEPTANCE = ["none", "higher", "any"] as const;
export type BookPriceChangeAcceptance = (typeof BOOK_PRICE_CHANGE_ACCEPTANCE)[number];

export const BOOK_BET_STATUSES = ["open", "won", "lost", "void", "half_won", "half_lost", "settled"] as const;
export type BookBetStatus = (typeof BOOK_BET_STATUSES)[number];

/** A decimal price as typed: up to 9 digits, a point and up to 9 decimals ("2.375"); must be above 1. */
export const BOOK_PRICE_PATTERN = /^\d{1,9}(\.\d{1,9})?$/;
/** A fraction "n/d" of positive integers (a dead-heat factor "1/2", fractional odds "10/11"). */
export const BOOK_FRACTION_PATTERN = /^\d{1,9}\/\d{1,9}$/;
/** A line ("2.5", "-1.25"). */
export const BOOK_LINE_PATTERN = /^-?\d{1,4}(\.\d{1,2})?$/;
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const IDEMPOTENCY_PATTERN = /^[A-Za-z0-9_-]+$/;

const priceText = () => boundedString(BOOK_PRICE_TEXT_MAX, "format").regex(BOOK_PRICE_PATTERN, "format");
const fractionText = () => boundedString(BOOK_PRICE_TEXT_MAX, "format").regex(BOOK_FRACTION_PATTERN, "format");
const lineText = () => boundedString(10, "format").regex(BOOK_LINE_PATTERN, "format");
const slugText = () => boundedString(BOOK_SLUG_MAX, "format").regex(SLUG_PATTERN, "format");
const bookId = () =>
  z
    .number("format")
    .int("format")
    .min(1, "format")
    .max(2 ** 53, "format");
const instantText = () =>
  z
    .string("format")
    .max(40, { error: "format", abort: true })
    .pipe(z.iso.datetime({ offset: true, error: "format" }));
const currencyText = () => z.string("required").trim().min(1, "required").max(10, "format");
const minorAmount = () => z.number("format").int("format").min(0, "format").max(1_000_000_000_000_000, "format");

// ---------------------------------------------------------------------------------------------
// The player's side (`/api/sportsbook/*`): the catalogue is public, the bet slip and bets need a
// signed-in player.

/** `{id}` in a path. */
export const bookIdParams = z.object({
  id: z.coerce
    .number("format")
    .int("format")
    .positive("format")
    .max(2 ** 53, "format"),
});

export const bookSelection = z
  .object({
    id: z.number().int(),
    market_id: z.number().int(),
    name: z.string(),
    /** Decimal odds as text (exact when they terminate within 9 places). */
    price: z.string(),
    /** Decimal odds exactly, "n/d" in lowest terms. */
    price_fraction: z.string(),
    /** False: not offered now (the selection is withdrawn). */
    active: z.boolean(),
    /** Set once the market is settled. */
    result: z.enum(BOOK_SELECTION_RESULTS).nullable(),
    /** "n/d" for a dead heat; null otherwise. */
    dead_heat_factor: z.string().nullable(),
  })
  .meta({ id: "BookSelection" });
export type BookSelection = z.infer<typeof bookSelection>;

export const bookMarket = z
  .object({
    id: z.number().int(),
    event_id: z.number().int(),
    type: z.enum(BOOK_MARKET_TYPES),
    name: z.string(),
    /** The line of a total or handicap ("2.5", "-1.5"); null otherwise. */
    line: z.string().nullable(),
    status: z.enum(BOOK_MARKET_STATUSES),
    /** The market shown with the event in lists. */
    main: z.boolean(),
    position: z.number().int(),
    selections: z.array(bookSelection),
  })
  .meta({ id: "BookMarket" });
export type BookMarket = z.infer<typeof bookMarket>;

export const bookCompetition = z
  .object({
    id: z.number().int(),
    sport_id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    /** Region or country shown beside the name ("Northland"); may be empty. */
    region: z.string(),
    /** Upcoming events that take bets. */
    event_count: z.number().int(),
  })
  .meta({ id: "BookCompetition" });

/** GET /api/sportsbook/sports: the active sports with their competitions. */
export const bookSport = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    competitions: z.array(bookCompetition),
  })
  .meta({ id: "BookSport" });
export const bookSports = z.array(bookSport);
export type BookSport = z.infer<typeof bookSport>;

export const bookEventSummary = z
  .object({
    id: z.number().int(),
    sport: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
    competition: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
    /** "Home v Away", or the event's own name (an outright). */
    name: z.string(),
    home: z.string().nullable(),
    away: z.string().nullable(),
    start_at: z.string(),
    status: z.enum(BOOK_EVENT_STATUSES),
    /** True while bets are taken: scheduled and before its start. */
    bettable: z.boolean(),
    /** Its main market (null when none is open or suspended). */
    main_market: bookMarket.nullable(),
    /** How many markets it has. */
    market_count: z.number().int(),
    /**
     * The demo results job's verifiable draw (the demo's own fixtures only; null otherwise). Before
     * the draw only `seed_hash` = SHA-256 (hex) of the secret seed is public; at the draw `seed` and
     * the `score` are revealed. Each side's goals: u = the first 8 bytes of HMAC-SHA256(key = seed,
     * message = "<event id>:home" or ":away") as an integer / 2^64, and goals = the least k with
     * u < P(X ≤ k) for X ~ Poisson(home_rate or away_rate), at most 10.
     */
    demo_draw: z
      .object({
        seed_hash: z.string(),
        seed: z.string().nullable(),
        home_rate: z.number(),
        away_rate: z.number(),
        score: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
      })
      .nullable(),
  })
  .meta({ id: "BookEventSummary" });
export type BookEventSummary = z.infer<typeof bookEventSummary>;

/** GET /api/sportsbook/events?sport_id=&competition_id=&page=&per_page=: upcoming events, soonest first. */
export const bookEventsQuery = z.object({
  sport_id: z.coerce.number("format").int("format").positive("format").max(2_147_483_647, "format").optional(),
  competition_id: z.coerce.number("format").int("format").positive("format").max(2_147_483_647, "format").optional(),
  page: z.coerce.number("format").int("format").min(1, "format").max(10_000, "format").default(1),
  per_page: z.coerce.number("format").int("format").min(1, "format").max(100, "format").default(20),
});
export type BookEventsQuery = z.infer<typeof bookEventsQuery>;

export const bookEventsPage = z
  .object({ data: z.array(bookEventSummary), pagination: operatorPagination })
  .meta({ id: "BookEventsPage" });
export type BookEventsPage = z.infer<typeof bookEventsPage>;

/** GET /api/sportsbook/events/{id}: an event with all its markets (open, suspended and settled). */
export const bookEvent = bookEventSummary
  .omit({ main_market: true })
  .extend({ markets: z.array(bookMarket) })
  .meta({ id: "BookEvent" });
export type BookEvent = z.infer<typeof bookEvent>;

/** GET /api/sportsbook/selections?ids=1,2,3: the bet slip's selections as they stand now (to re-offer after a price change). */
export const bookSelectionsQuery = z.object({
  ids: boundedString(400, "format").regex(/^\d{1,15}(,\d{1,15}){0,39}$/, "format"),
});
export const bookSlipSelection = bookSelection
  .extend({
    market_name: z.string(),
    market_status: z.enum(BOOK_MARKET_STATUSES),
    event_id: z.number().int(),
    event_name: z.string(),
    start_at: z.string(),
    /** True when a bet on it is taken now (market open, event not started, selection active). */
    bettable: z.boolean(),
  })
  .meta({ id: "BookSlipSelection" });
export const bookSlipSelections = z.array(bookSlipSelection);
export type BookSlipSelection = z.infer<typeof bookSlipSelection>;

/**
 * GET /api/sportsbook/rules?currency=: the limits the betting rules state (LCCP 4.2.6), per
 * currency: a currency missing here takes no bets on our book.
 */
export const bookCurrencyRules = z
  .object({
    currency: z.string(),
    min_stake_cents: z.number().int(),
    /** Largest stake of one bet on one selection (an accumulator: per bet). */
    max_stake_cents: z.number().int(),
    /** Largest total a player may stake on one event. */
    max_event_stake_cents: z.number().int(),
    /** The maximum payout per bet: winnings (return minus stake) are capped at this. */
    max_payout_cents: z.number().int(),
  })
  .meta({ id: "BookCurrencyRules" });
export const bookRules = z
  .object({ currencies: z.array(bookCurrencyRules), max_legs: z.number().int(), max_bets: z.number().int() })
  .meta({ id: "BookRules" });
export type BookRules = z.infer<typeof bookRules>;

export const bookSlipLegInput = z.object({
  selection_id: bookId(),
  /** The decimal price the player saw (the `price` text the API gave). */
  price: priceText(),
});

export const bookSlipBetInput = z.object({
  /** One selection: a single; several: an accumulator. */
  selections: z.array(bookSlipLegInput, "format").min(1, "required").max(BOOK_LEGS_MAX, "format"),
  stake_cents: z.number("format").int("format").min(1, "positive_amount").max(1_000_000_000_000_000, "format"),
});

/** POST /api/sportsbook/bets: place a bet slip (every bet or none). */
export const placeBookBetsBody = z
  .object({
    /** The client's key for this slip: a retry with the same key answers the first receipt. */
    idempotency_key: boundedString(BOOK_IDEMPOTENCY_KEY_MAX, "format")
      .min(8, "format")
      .regex(IDEMPOTENCY_PATTERN, "format"),
    currency: currencyText(),
    /** UKGC RTS 2C: `none` refuses any price change, `higher` takes better prices, `any` takes any. */
    accept_price_changes: z.enum(BOOK_PRICE_CHANGE_ACCEPTANCE, "format"),
    bets: z.array(bookSlipBetInput, "format").min(1, "required").max(BOOK_BETS_MAX, "format"),
  })
  .meta({ id: "PlaceBookBets" });
export type PlaceBookBetsBody = z.infer<typeof placeBookBetsBody>;

export const bookBetLeg = z
  .object({
    selection_id: z.number().int(),
    selection_name: z.string(),
    market_id: z.number().int(),
    market_name: z.string(),
    event_id: z.number().int(),
    event_name: z.string(),
    start_at: z.string(),
    /** The price the bet was struck at (decimal text) and exactly. */
    price: z.string(),
    price_fraction: z.string(),
    /** The leg's result once its market is settled. */
    result: z.enum(BOOK_SELECTION_RESULTS).nullable(),
    dead_heat_factor: z.string().nullable(),
  })
  .meta({ id: "BookBetLeg" });

export const bookBet = z
  .object({
    id: z.number().int(),
    type: z.enum(["single", "accumulator"]),
    /** `open` until every leg is settled; then won, lost, void (stake back), half_won, half_lost or `settled` (any other return). */
    status: z.enum(BOOK_BET_STATUSES),
    currency: z.string(),
    stake_cents: z.number().int(),
    /** The accepted total decimal price (product of the legs), exact fraction and 2-place text. */
    total_price: z.string(),
    total_price_fraction: z.string(),
    /** What a win of every leg returns (stake included), capped by the maximum payout. */
    potential_return_cents: z.number().int(),
    /** True when the maximum payout cut the potential (or the actual) return. */
    max_payout_applied: z.boolean(),
    /** What the settlement paid back (stake included); null while open. */
    return_cents: z.number().int().nullable(),
    placed_at: z.string(),
    settled_at: z.string().nullable(),
    legs: z.array(bookBetLeg),
  })
  .meta({ id: "BookBet" });
export type BookBet = z.infer<typeof bookBet>;

/** The receipt of POST /api/sportsbook/bets (201; a retry of the same key: 200, the same receipt). */
export const bookBetReceipt = z
  .object({
    idempotency_key: z.string(),
    currency: z.string(),
    bets: z.array(bookBet),
    /** The player's balance after the debit, minor units. */
    balance_cents: z.number().int(),
    /** True when prices moved between the slip and placement and the player's choice took them. */
    price_changes_accepted: z.boolean(),
  })
  .meta({ id: "BookBetReceipt" });
export type BookBetReceipt = z.infer<typeof bookBetReceipt>;

/** GET /api/sportsbook/bets?status=open|settled&page=&per_page=: the player's bets, newest first. */
export const bookBetsQuery = z.object({
  status: z.enum(["open", "settled"], "format").optional(),
  page: z.coerce.number("format").int("format").min(1, "format").max(10_000, "format").default(1),
  per_page: z.coerce.number("format").int("format").min(1, "format").max(100, "format").default(20),
});
export type BookBetsQuery = z.infer<typeof bookBetsQuery>;
export const bookBetsPage = z
  .object({ data: z.array(bookBet), pagination: operatorPagination })
  .meta({ id: "BookBetsPage" });
export type BookBetsPage = z.infer<typeof bookBetsPage>;

// ---------------------------------------------------------------------------------------------
// The traders' side (`/api/operator/sportsbook/*`): `sportsbook.read` reads, `sportsbook.trade`
// changes. Every change is audited. Refusals: 422 with field errors; 404 for an unknown id.

export const operatorBookSportBody = z
  .object({
    name: requiredText(BOOK_NAME_MAX),
    slug: slugText(),
    position: z.number("format").int("format").min(0, "format").max(10_000, "format").default(0),
    active: z.boolean("format").default(true),
  })
  .meta({ id: "OperatorBookSportBody" });
export const operatorBookSportPatch = operatorBookSportBody.partial().meta({ id: "OperatorBookSportPatch" });
export type OperatorBookSportBody = z.infer<typeof operatorBookSportBody>;

export const operatorBookCompetitionBody = z
  .object({
    sport_id: bookId(),
    name: requiredText(BOOK_NAME_MAX),
    slug: slugText(),
    region: z.string("format").trim().max(BOOK_NAME_MAX, "too_long").default(""),
    position: z.number("format").int("format").min(0, "format").max(10_000, "format").default(0),
    active: z.boolean("format").default(true),
  })
  .meta({ id: "OperatorBookCompetitionBody" });
export const operatorBookCompetitionPatch = operatorBookCompetitionBody
  .omit({ sport_id: true })
  .partial()
  .meta({ id: "OperatorBookCompetitionPatch" });
export type OperatorBookCompetitionBody = z.infer<typeof operatorBookCompetitionBody>;

export const operatorBookEventBody = z
  .object({
    competition_id: bookId(),
    /** Either home and away (the name is "Home v Away"), or a name (an outright). */
    home: requiredText(BOOK_NAME_MAX).nullable().default(null),
    away: requiredText(BOOK_NAME_MAX).nullable().default(null),
    name: requiredText(BOOK_NAME_MAX * 2 + 3)
      .nullable()
      .default(null),
    start_at: instantText(),
    status: z.enum(BOOK_EVENT_STATUSES, "format").default("scheduled"),
  })
  .meta({ id: "OperatorBookEventBody" });
export const operatorBookEventPatch = z
  .object({
    home: requiredText(BOOK_NAME_MAX).nullable(),
    away: requiredText(BOOK_NAME_MAX).nullable(),
    name: requiredText(BOOK_NAME_MAX * 2 + 3).nullable(),
    start_at: instantText(),
    /** `cancelled` voids every unsettled market (stakes back). */
    status: z.enum(BOOK_EVENT_STATUSES, "format"),
  })
  .partial()
  .meta({ id: "OperatorBookEventPatch" });
export type OperatorBookEventBody = z.infer<typeof operatorBookEventBody>;
export type OperatorBookEventPatch = z.infer<typeof operatorBookEventPatch>;

export const operatorBookSelectionInput = z.object({
  name: requiredText(BOOK_NAME_MAX),
  /** Decimal odds ("2.375"), or `price_fractional` instead. */
  price: priceText().optional(),
  /** Fractional odds ("10/11" → decimal 21/11 exactly). */
  price_fractional: fractionText().optional(),
  position: z.number("format").int("format").min(0, "format").max(1000, "format").optional(),
});

export const operatorBookMarketBody = z
  .object({
    event_id: bookId(),
    type: z.enum(BOOK_MARKET_TYPES, "format"),
    name: requiredText(BOOK_NAME_MAX),
    line: lineText().nullable().default(null),
    status: z.enum(["open", "suspended"], "format").default("open"),
    main: z.boolean("format").default(false),
    position: z.number("format").int("format").min(0, "format").max(1000, "format").default(0),
    selections: z.array(operatorBookSelectionInput, "format").min(1, "required").max(50, "format"),
  })
  .meta({ id: "OperatorBookMarketBody" });
export type OperatorBookMarketBody = z.infer<typeof operatorBookMarketBody>;

/** PATCH /api/operator/sportsbook/markets/{id}: name, line, main, position, or open/suspend it. */
export const operatorBookMarketPatch = z
  .object({
    name: requiredText(BOOK_NAME_MAX),
    line: lineText().nullable(),
    status: z.enum(["open", "suspended"], "format"),
    main: z.boolean("format"),
    position: z.number("format").int("format").min(0, "format").max(1000, "format"),
  })
  .partial()
  .meta({ id: "OperatorBookMarketPatch" });
export type OperatorBookMarketPatch = z.infer<typeof operatorBookMarketPatch>;

/** POST /api/operator/sportsbook/markets/{id}/selections: add a selection. */
export const operatorBookSelectionBody = operatorBookSelectionInput.meta({ id: "OperatorBookSelectionBody" });
/** PATCH /api/operator/sportsbook/selections/{id}: a new price (kept in the history), name, or withdraw it. */
export const operatorBookSelectionPatch = z
  .object({
    name: requiredText(BOOK_NAME_MAX),
    price: priceText(),
    price_fractional: fractionText(),
    active: z.boolean("format"),
    position: z.number("format").int("format").min(0, "format").max(1000, "format"),
  })
  .partial()
  .meta({ id: "OperatorBookSelectionPatch" });
export type OperatorBookSelectionPatch = z.infer<typeof operatorBookSelectionPatch>;

/** A selection's price history, newest first. */
export const operatorBookPriceChange = z
  .object({
    price: z.string(),
    price_fraction: z.string(),
    /** The operator who set it (null: the seed or a job). */
    operator_id: z.number().int().nullable(),
    /** Their name as the back office shows it (null with operator_id null, or an operator since removed). */
    operator_name: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: "OperatorBookPriceChange" });
export const operatorBookPriceHistory = z.array(operatorBookPriceChange);

/** Per selection and currency: stakes taken and what a win would pay out. */
export const operatorBookLiability = z
  .object({
    currency: z.string(),
    stake_cents: z.number().int(),
    /** Sum of the potential returns of open bets with this selection (capped). */
    potential_return_cents: z.number().int(),
    bets: z.number().int(),
  })
  .meta({ id: "OperatorBookLiability" });

export const operatorBookSelection = bookSelection
  .extend({ position: z.number().int(), liability: z.array(operatorBookLiability) })
  .meta({ id: "OperatorBookSelection" });
export const operatorBookMarket = bookMarket
  .extend({
    selections: z.array(operatorBookSelection),
    /** Open bets with a leg on this market. */
    open_bets: z.number().int(),
    settled_at: z.string().nullable(),
  })
  .meta({ id: "OperatorBookMarket" });
export type OperatorBookMarket = z.infer<typeof operatorBookMarket>;

export const operatorBookCompetition = bookCompetition
  .extend({ active: z.boolean(), position: z.number().int() })
  .meta({ id: "OperatorBookCompetition" });
export const operatorBookSport = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    active: z.boolean(),
    position: z.number().int(),
    competitions: z.array(operatorBookCompetition),
  })
  .meta({ id: "OperatorBookSport" });
export const operatorBookSports = z.array(operatorBookSport);
export type OperatorBookSport = z.infer<typeof operatorBookSport>;

/** GET /api/operator/sportsbook/events?competition_id=&status=&page=&per_page=: every event, soonest start first. */
export const operatorBookEventsQuery = z.object({
  sport_id: z.coerce.number("format").int("format").positive("format").max(2_147_483_647, "format").optional(),
  competition_id: z.coerce.number("format").int("format").positive("format").max(2_147_483_647, "format").optional(),
  /** Events starting at or after this instant (ISO date-time with offset). */
  from: instantText().optional(),
  /** Events starting before this instant (ISO date-time with offset). */
  to: instantText().optional(),
  status: z.enum(BOOK_EVENT_STATUSES, "format").optional(),
  page: z.coerce.number("format").int("format").min(1, "format").max(10_000, "format").default(1),
  per_page: z.coerce.number("format").int("format").min(1, "format").max(100, "format").default(25),
});
export const operatorBookEventSummary = bookEventSummary
  .omit({ main_market: true })
  .extend({ open_bets: z.number().int(), unsettled_markets: z.number().int() })
  .meta({ id: "OperatorBookEventSummary" });
export const operatorBookEventsPage = z
  .object({ data: z.array(operatorBookEventSummary), pagination: operatorPagination })
  .meta({ id: "OperatorBookEventsPage" });
/** GET /api/operator/sportsbook/events/{id}: the event with every market, price and liability. */
export const operatorBookEvent = operatorBookEventSummary
  .extend({ markets: z.array(operatorBookMarket) })
  .meta({ id: "OperatorBookEvent" });
export type OperatorBookEvent = z.infer<typeof operatorBookEvent>;

export const operatorBookResultInput = z.object({
  selection_id: bookId(),
  result: z.enum(BOOK_SELECTION_RESULTS, "format"),
  /** Required for dead_heat: "n/d" in (0, 1] ("1/2" for two tied). */
  dead_heat_factor: fractionText().optional(),
});

/**
 * POST /api/operator/sportsbook/markets/{id}/result: the result of every selection of the market
 * (void the whole market: every selection `void`). Settles every bet with a leg on it; an
 * accumulator settles when its last leg does. POST …/resettle: the same body for a market already
 * settled: earlier postings are reversed and the new ones made (a `reason` is required).
 */
export const operatorBookResultBody = z
  .object({
    results: z.array(operatorBookResultInput, "format").min(1, "required").max(50, "format"),
    reason: z.string("format").trim().max(500, "too_long").optional(),
  })
  .meta({ id: "OperatorBookResultBody" });
export type OperatorBookResultBody = z.infer<typeof operatorBookResultBody>;

export const operatorBookSettlement = z
  .object({
    market: operatorBookMarket,
    /** Bets whose settlement this call made or changed. */
    bets_settled: z.number().int(),
    /** Of those, bets paid something. */
    bets_paid: z.number().int(),
    /** Per currency: what was paid back in this call (net of a resettle's reversals). */
    paid: z.array(z.object({ currency: z.string(), amount_cents: z.number().int() })),
  })
  .meta({ id: "OperatorBookSettlement" });
export type OperatorBookSettlement = z.infer<typeof operatorBookSettlement>;

/** GET /api/operator/sportsbook/bets?event_id=&market_id=&player_id=&status=&page=: bets with their player. */
export const operatorBookBetsQuery = z.object({
  event_id: z.coerce
    .number("format")
    .int("format")
    .positive("format")
    .max(2 ** 53, "format")
    .optional(),
  market_id: z.coerce
    .number("format")
    .int("format")
    .positive("format")
    .max(2 ** 53, "format")
    .optional(),
  player_id: z.coerce
    .number("format")
    .int("format")
    .positive("format")
    .max(2 ** 53, "format")
    .optional(),
  status: z.enum(["open", "settled"], "format").optional(),
  page: z.coerce.number("format").int("format").min(1, "format").max(10_000, "format").default(1),
  per_page: z.coerce.number("format").int("format").min(1, "format").max(100, "format").default(25),
});
export const operatorBookBet = bookBet.extend({ player_id: z.number().int() }).meta({ id: "OperatorBookBet" });
export const operatorBookBetsPage = z
  .object({ data: z.array(operatorBookBet), pagination: operatorPagination })
  .meta({ id: "OperatorBookBetsPage" });

/** The book's settings per currency (GET/PUT /api/operator/sportsbook/settings). */
export const operatorBookCurrencySettings = z
  .object({
    currency: currencyText(),
    min_stake_cents: minorAmount(),
    max_stake_cents: minorAmount(),
    max_event_stake_cents: minorAmount(),
    max_payout_cents: minorAmount(),
    /** When a selection's potential payout in this currency reaches it, its market is suspended. */
    liability_limit_cents: minorAmount(),
  })
  .meta({ id: "OperatorBookCurrencySettings" });
export const operatorBookSettings = z
  .object({ currencies: z.array(operatorBookCurrencySettings).max(50, "format") })
  .meta({ id: "OperatorBookSettings" });
export type OperatorBookSettings = z.infer<typeof operatorBookSettings>;
