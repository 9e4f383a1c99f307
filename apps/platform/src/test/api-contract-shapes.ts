import { z } from "zod";

// The response shapes that clients of this API family read, written by hand and on purpose NOT
// from packages/contract: the contract test (api-contract.test.ts) checks our answers against
// them, so a change to our own schemas cannot hide a break. Every key those clients read is
// required with its type; keys they do not read (fields of our own) are allowed.

const nullableString = z.string().nullable();
const id = z.union([z.string(), z.number()]);
const stringList = z.array(z.string());

// The family's conventions
export const validationErrors = z.looseObject({
  errors: z.record(z.string(), z.union([stringList, z.string(), z.record(z.string(), z.string())])),
});
export const errorMessage = z.looseObject({ error: z.string() });
/** 204 or `{}` ("handle 204 or an empty body as success"). */
export const emptyOrObject = z.union([z.null(), z.looseObject({})]);
/** AJS: an array of JSON strings; UCM: an object of parsed bodies read with Object.values. */
export const batch = z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]);

// Info and global settings
export const currentIp = z.looseObject({
  ip: z.string(),
  country_code: z.string().nullable(),
  region_code: nullableString,
  default_currency: z.string(),
});
export const currencies = z.array(
  z.looseObject({
    code: z.string(),
    symbol: z.string(),
    subunits_to_unit: z.number().int().positive(),
    fiat: z.boolean(),
    default: z.boolean(),
    subcurrencies: z.array(z.unknown()),
  }),
);
export const countries = z.array(
  z.looseObject({ name: z.string(), code: z.string().length(2), default_currency: z.string() }),
);
export const locales = z.array(
  z.looseObject({ code: z.string(), name: z.string(), name_in_locale: z.string(), default: z.boolean() }),
);
export const project = z.looseObject({
  apps: z.looseObject({ sportsbook: z.boolean(), casino: z.boolean() }),
  license: z.string(),
  player_two_factor_auth: z.boolean(),
  available_currency_exchange: z.boolean(),
  available_referral_system: z.boolean(),
  supported_payment_api_versions: stringList,
  hooyu_integration: z.boolean(),
  country_flags: z.unknown().refine((value) => value !== undefined, "required"),
  livespins: z.looseObject({ enabled: z.boolean() }),
  authentication_key: z.string(),
  sns_config: z.looseObject({ enable: z.boolean(), base_url: z.string(), flow: z.string() }),
  notification_center: z
    .looseObject({
      inbox: z
        .looseObject({ enabled: z.boolean(), categories: stringList.optional(), ws_channels: stringList.optional() })
        .optional(),
      new_realtime_notifications_flow_enabled: z.boolean().optional(),
    })
    .optional(),
});
export const playerFields = z.looseObject({
  fields: z.array(
    z.looseObject({
      field: z.string(),
      type: z.string(),
      length: z.looseObject({ minimum: z.number(), maximum: z.number() }).optional(),
      once_set: z.boolean().optional(),
      age: z.looseObject({ min: z.looseObject({ default: z.number() }) }).optional(),
      inclusion: z.looseObject({ in: stringList.optional() }).optional(),
    }),
  ),
  contexts: z
    .looseObject({
      registration: stringList,
      deposit: stringList,
      cashout: stringList,
      edition: stringList,
      payment_systems: z.record(
        z.string(),
        z.looseObject({ base: z.looseObject({ deposit: stringList, cashout: stringList }) }),
      ),
    })
    .catchall(z.unknown()),
});
export const restrictions = z.array(
  z.looseObject({
    mark: z.string(),
    resource: z.string(),
    scope: z.looseObject({
      provider: z.string().optional(),
      identifier: stringList.optional(),
      currency: stringList.optional(),
      code: stringList.optional(),
    }),
  }),
);
export const restrictionMarks = stringList;
/** A player's row in a tournament (api-contract.md §6, TournamentPlayer). */
const tournamentPlayer = z.looseObject({
  tournament_id: z.number(),
  tournament_team_id: z.number().nullable(),
  nickname: z.string(),
  user_confirmed: z.boolean(),
  bets: z.string(),
  bet_cents: z.number().int(),
  wins: z.string(),
  win_cents: z.number().int(),
  rate: z.number(),
  games_taken: z.number().int(),
  points: z.number(),
  award_place: z.number().int().nullable(),
  award_place_in_team: z.number().int().nullable(),
});
/** Inferred from the clients: an array of player-in-tournament rows. */
export const tournamentStatuses = z.array(tournamentPlayer);
export const tournaments = z.array(
  z.looseObject({
    id: z.number(),
    title: z.string(),
    frontend_identifier: z.string(),
    strategy: z.enum(["spin", "win", "rate", "points", "bet"]),
    in_progress: z.boolean(),
    user_confirmation_required: z.boolean(),
    group_tournament: z.boolean(),
    group_ids: z.array(z.number()),
    start_at: z.string(),
    end_at: z.string(),
    finished_at: nullableString,
    currency: z.string(),
    game_category_identity: z.string(),
    games_taken_limit: z.number().int(),
    money_budget: z.string(),
    money_budget_cents: z.number().int(),
    money_prize_pool: z.string(),
    money_prize_pool_cents: z.number().int(),
    chargeable_comp_points_budget: z.number(),
    persistent_comp_points_budget: z.number(),
    chargeable_comp_points_prize_pool: z.number(),
    persistent_comp_points_prize_pool: z.number(),
    winner_team_id: z.number().nullable(),
    prizes: z.array(
      z.looseObject({
        id: z.number(),
        award_place: z.number().int(),
        stuff: z.string(),
        nickname: nullableString,
        money_award: z.string(),
        money_award_cents: z.number().int(),
        money_budget_percent: z.number(),
        wager_multiplier: z.number(),
        freespins_count: z.number().int(),
        chargeable_comp_points: z.number(),
        persistent_comp_points: z.number(),
      }),
    ),
    top_players: z.array(tournamentPlayer),
  }),
);
/** Our choice where the clients do not say: `{ container_id: string|null }`, or `{}` when disabled. */
export const googleTagManager = z.union([z.looseObject({ container_id: nullableString }), z.strictObject({})]);
export const winners = z.array(
  z.looseObject({
    at: z.number(),
    nickname: z.string(),
    currency: z.string(),
    game_identifier: z.string(),
    game_title: z.string(),
    game_table_url: z.string(),
    game_table_image_path: z.string(),
    bet_amount_cents: z.number().int(),
    win_amount_cents: z.number().int(),
    humanized_win: z.string(),
  }),
);

// CMS
export interface CmsPageSummary {
  id: string;
  path: string;
  title: string;
  layout: string;
  categories: string[];
  children?: CmsPageSummary[];
}
export const cmsPageSummary: z.ZodType<CmsPageSummary> = z.looseObject({
  id: z.string(),
  path: z.string(),
  title: z.string(),
  layout: z.string(),
  categories: stringList,
  get children() {
    return z.array(cmsPageSummary).optional();
  },
});
export const cmsPages = z.array(cmsPageSummary);
export const cmsPage = z.looseObject({
  id: z.string(),
  path: z.string(),
  title: z.string(),
  layout: z.string(),
  categories: stringList,
  content: z.string(),
  blocks: z.looseObject({
    title: z.string(),
    keywords: z.string(),
    description: z.string(),
    "content-main": z.string(),
    json: z.string().refine((text) => isJson(text), "a JSON string"),
  }),
});
export const cmsSnippets = z.array(z.looseObject({ id: z.string(), content: z.string(), categories: stringList }));
export const cmsFiles = z.array(
  z.looseObject({ id: z.string(), url: z.string(), description: z.string(), categories: stringList }),
);

// The player
export const player = z.looseObject({
  id: z.number(),
  email: z.string(),
  currency: z.string(),
  language: z.string(),
  statuses: z.array(z.looseObject({ id, name: id })),
  auth_fields_missed: stringList,
  created_at: z.string(),
  current_sign_in_at: nullableString,
  confirmed_at: nullableString,
  deposit_bonus_code: nullableString,
  can_issue_bonuses: z.boolean(),
  verified: z.boolean(),
  two_factor_enabled: z.boolean(),
  autoregistered: z.boolean(),
  autologin_link: nullableString,
  license_name: z.string(),
  sumsub_verified: z.boolean().nullable(),
  sow_questionnaire_expires_at: nullableString,
  receive_promos: z.boolean(),
  receive_sms_promos: z.boolean(),
  first_name: nullableString,
  last_name: nullableString,
  nickname: nullableString,
  gender: nullableString,
  city: nullableString,
  address: nullableString,
  postal_code: nullableString,
  country: nullableString,
  date_of_birth: nullableString,
});
export const account = z.looseObject({
  currency: z.string(),
  amount_cents: z.number().int(),
  available_to_cashout_cents: z.number().int(),
  available_to_bet_with_locked_cent: z.number().int(),
  hidden_at: nullableString,
  deposit_available: z.boolean(),
  selected_lottery_id: z.number().nullable(),
  active: z.boolean(),
});
export const accounts = z.array(account);
export const playerSettings = z.looseObject({
  cent: z.looseObject({
    url: z.string(),
    user: z.string(),
    timestamp: z.string(),
    token: z.string(),
    authEndpoint: z.string(),
  }),
  recaptcha: z.string(),
  recaptcha_version: z.number(),
});
export const playerStats = z.looseObject({
  deposits_count: z.number(),
  deposits_sum: z.record(z.string(), z.number()),
  cashouts_sum: z.record(z.string(), z.number()),
  bets_sum: z.record(z.string(), z.number()),
  messages: z.looseObject({ notice: z.string() }),
});
/** Inferred from the clients: an array of group ids or `{id, name}` objects. */
// VIP levels and comp points. The top level has no upper bound: its `max` is null, which the
// family's clients replace with their fallback maximum (1500 CP).
export const statusGroups = z.array(
  z.looseObject({
    id: z.string(),
    name: z.string(),
    status: z.boolean(),
    writable: z.boolean(),
    conditions: z.array(
      z.looseObject({
        persistent_comp_points: z.looseObject({
          type: z.string(),
          min: z.number(),
          max: z.number().nullable(),
          exclude_end: z.boolean(),
        }),
      }),
    ),
  }),
);
export const compPoints = z.looseObject({
  chargeable: z.looseObject({ points: z.number() }),
  persistent: z.looseObject({ points: z.number() }),
});
export const compPointsMoneyRates = z.array(
  z.looseObject({
    group: z.string(),
    title: z.string(),
    wager: z.number(),
    rates: z.array(z.looseObject({ points: z.number(), currency: z.string(), amount_cents: z.number() })),
  }),
);
export const playerGroups = z.array(z.union([id, z.looseObject({ id, name: z.string() })]));
export const gameHistory = z.array(
  z.looseObject({
    bet_id: z.number(),
    bet_status: z.string(),
    created_at: z.string(),
    finished_at: nullableString,
    currency: z.string(),
    provider: z.string(),
    game: z.string(),
    title: z.string(),
    total_bets: z.number().int(),
    total_wins: z.number().int(),
    total_losses: z.number().int(),
  }),
);
export const playedGames = z.array(z.looseObject({ identifier: z.string(), last_activity_at: nullableString }));
/** The clients do not say which: an array of game identifiers or game objects. */
export const unfinishedGames = z.array(z.union([z.string(), z.looseObject({})]));
export const favoriteGamesV1 = z.array(z.number().int());
export const sessions = z.array(
  z.looseObject({
    id,
    ip: z.string(),
    country: z.string().nullable(),
    user_agent: z.string().nullable(),
    created_at: z.string(),
    current: z.boolean(),
  }),
);

/** GET /api/player/documents: the family's document list (the upload is multipart). */
export const documents = z.array(
  z.looseObject({
    id,
    description: z.string(),
    document_type: z.enum(["identity", "address", "deposit", "payment_method"]),
    status: z.string(),
    file_name: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
);

// Games
export const allowedGames = z.record(
  z.string(),
  z.looseObject({
    title: z.string(),
    provider: z.string(),
    collections: z.record(z.string(), z.number()),
    real: z.record(z.string(), z.looseObject({ id: z.number(), jackpot: z.number().optional() })),
    demo: z.string().optional(),
  }),
);
export const gameV2 = z.looseObject({
  identifier: z.string().regex(/^[^/]+\/[^/]+$/),
  title: z.string(),
  provider: z.string(),
  seo_title: z.string(),
  categories: stringList,
  devices: z.array(z.enum(["desktop", "mobile"])),
  currencies: z.record(z.string(), z.looseObject({ id: z.number(), jackpot: z.number().nullable() })),
  unfinished_games_for: stringList,
  lines: z.number().nullable(),
  ways: z.number().nullable(),
  volatility_rating: nullableString,
  hit_rate: nullableString,
  payout: nullableString,
  has_demo_mode: z.boolean().optional(),
});
export const favoriteGamesV2 = z.array(gameV2);
export const gamesFilterPage = z.looseObject({
  data: z.array(gameV2),
  pagination: z.looseObject({
    current_page: z.number(),
    next_page: z.number().nullable(),
    prev_page: z.number().nullable(),
    total_pages: z.number(),
    total_count: z.number(),
  }),
});
export const gamesByIdentifier = z.record(z.string(), gameV2);
export const collections = z.array(z.looseObject({ id: z.string(), title: z.string(), games_count: z.number() }));
export const providers = z.array(z.looseObject({ id: z.string(), title: z.string() }));
export const jackpots = z.record(z.string(), z.record(z.string(), z.number().int()));

// Payments
const paymentState = z.enum([
  "pending",
  "processing",
  "reserved",
  "succeeded",
  "declined",
  "rejected",
  "canceled",
  "recalled",
]);
export const payment = z.looseObject({
  id,
  amount_cents: z.number().int(),
  currency: z.string(),
  action: z.enum(["deposit", "cashout"]),
  payment_system: z.string(),
  system_name: z.string(),
  brand: z.string(),
  state: paymentState,
  success: z.boolean(),
  recallable: z.boolean(),
  created_at: z.string(),
  finished_at: nullableString,
});
export const payments = z.array(payment);
export const paymentsPage = z.looseObject({
  data: payments,
  pagination: z.looseObject({ page: z.number(), per_page: z.number(), total_count: z.number() }),
});

// Bonuses (§5): the player's bonuses and the offers at deposit and registration.
export const playerBonuses = z.array(
  z.looseObject({
    id: z.number().int(),
    title: z.string(),
    type: z.string(),
    strategy: z.string(),
    currency: z.string(),
    amount_cents: z.number().int(),
    amount_wager_requirement_cents: z.number().int(),
    amount_wager_cents: z.number().int(),
    stage: z.string(),
    activatable: z.boolean(),
    activatable_until: nullableString,
    valid_until: z.string(),
    cancelable: z.boolean(),
    created_at: z.string(),
  }),
);
export const bonusPreviews = z.array(
  z.looseObject({
    id: z.string(),
    title: z.string(),
    bonuses: z.array(
      z.looseObject({
        title: z.string(),
        type: z.string(),
        conditions: z.array(z.looseObject({ field: z.string(), type: z.string(), value: z.unknown() })),
        attributes: z.unknown(),
        result_bonus: z.unknown(),
      }),
    ),
  }),
);

// Free spins (§5): the player's free spins; activation and forfeit answer one.
export const playerFreespin = z.looseObject({
  id: z.number().int(),
  title: z.string(),
  type: z.string(),
  group_key: z.union([z.string(), z.boolean()]),
  provider: z.string(),
  currency: z.string(),
  freespins_total: z.number().int(),
  freespins_performed: z.number().int().nullable(),
  bet_level: z.number(),
  stage: z.string(),
  games: z.array(z.string()),
  games_info: z.array(z.unknown()),
  activation_path: z.string(),
  activatable: z.boolean(),
  activatable_until: z.string(),
  activation_condition: z.unknown().nullable(),
  cancelable: z.boolean(),
  valid_until: nullableString,
  created_at: z.string(),
});
export const playerFreespins = z.array(playerFreespin);

// Loot boxes (§4).
export const lootboxes = z.array(
  z.looseObject({
    id: z.number().int(),
    title: z.string(),
    currency: z.string(),
    stage: z.string(),
    strategy: z.string(),
    group_key: z.string(),
    display: z.number(),
    created_at: z.string(),
    valid_until: z.string(),
    items: z.array(
      z.looseObject({
        id: z.number().int(),
        weight: z.number(),
        prize: z.boolean(),
        bonuses: z.array(z.looseObject({ title: z.string(), type: z.string() })),
      }),
    ),
  }),
);

// Lotteries (api-contract.md §7)
const lotteryPrize = z.looseObject({
  id: z.number(),
  award_place: z.number().int(),
  stuff: z.string(),
  nickname: nullableString,
  money_award: z.string(),
  money_award_cents: z.number().int(),
  money_budget_percent: z.number(),
  chargeable_comp_points: z.number(),
  persistent_comp_points: z.number(),
  ticket: nullableString,
});
export const lotteries = z.array(
  z.looseObject({
    id: z.number(),
    title: z.string(),
    currency: z.string(),
    frontend_identifier: z.string(),
    in_progress: z.boolean(),
    start_at: z.string(),
    end_at: z.string(),
    finished_at: nullableString,
    money_budget: z.number(),
    money_budget_cents: z.number().int(),
    chargeable_comp_points_budget: z.number(),
    persistent_comp_points_budget: z.number(),
    comp_points_ticket_price: z.number(),
    group_ids: z.array(z.number()),
    max_tickets_count_to_player: z.number().nullable(),
    lottery_tickets_count: z.number().int(),
    deposit_scale_rules: z.record(
      z.string(),
      z.array(
        z.looseObject({
          from_amount_cents: z.number().int(),
          price_cents: z.number().int(),
          currency: z.string(),
          active: z.boolean(),
        }),
      ),
    ),
    prizes: z.array(lotteryPrize),
  }),
);
export const lotteryStatuses = z.array(
  z.looseObject({ lottery_id: z.number(), tickets: z.array(z.unknown()), prizes: z.array(lotteryPrize) }),
);

// Limits (api-contract.md §9): the family's limit with its accounts per currency.
export const userLimits = z.array(
  z.looseObject({
    id: z.number(),
    type: z.string(),
    period: z.string(),
    status: z.string(),
    strategy: z.string(),
    disable_at: nullableString,
    confirm_until: nullableString,
    created_at: z.string(),
    accounts: z.array(
      z.looseObject({
        currency: z.string(),
        amount_cents: z.number(),
        current_value_amount_cents: z.number(),
        active_until: nullableString,
      }),
    ),
  }),
);

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
