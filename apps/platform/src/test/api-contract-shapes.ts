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
/** Inferred from the clients: probably an array of player-in-tournament rows. */
export const tournamentStatuses = z.array(z.unknown());
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

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
