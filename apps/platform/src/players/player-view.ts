import type { Player } from "@croupier/contract";
import type { Executor } from "../db/database.ts";
import type { User } from "../identity/repository.ts";
import { listPlayerGroups } from "./groups-repository.ts";
import { getPlayerFields } from "./repository.ts";

/** Every player starts at the first VIP level (spec point 4); comp points arrive with a later issue. */
const FIRST_LEVEL = { id: "level_0", name: "Begin" };

/** Registration fields and the user column each one fills (for auth_fields_missed). */
const REGISTRATION_COLUMNS: Partial<Record<string, (user: User) => unknown>> = {
  email: (user) => user.email,
  currency: (user) => user.currency,
  first_name: (user) => user.firstName,
  last_name: (user) => user.lastName,
  nickname: (user) => user.nickname,
  date_of_birth: (user) => user.dateOfBirth,
  gender: (user) => user.gender,
  country: (user) => user.country,
  city: (user) => user.city,
  address: (user) => user.address,
  postal_code: (user) => user.postalCode,
  mobile_phone: (user) => user.mobilePhone,
};

/** GET /api/player in the shape of api-contract.md §4. */
export async function getPlayerView(db: Executor, user: User): Promise<Player> {
  const [groups, fields] = await Promise.all([listPlayerGroups(db, user.id), getPlayerFields(db)]);
  const registration = Array.isArray(fields.contexts.registration) ? (fields.contexts.registration as string[]) : [];
  // The wallet (issue 4) will hold balances; until then the player's one account is empty.
  const account = { currency: user.currency, amount_cents: 0 };
  return {
    id: user.id,
    email: user.email,
    currency: user.currency,
    language: user.locale,
    first_name: user.firstName,
    last_name: user.lastName,
    nickname: user.nickname,
    gender: user.gender,
    city: user.city,
    address: user.address,
    postal_code: user.postalCode,
    country: user.country,
    date_of_birth: user.dateOfBirth,
    mobile_phone: user.mobilePhone,
    receive_promos: user.receivePromos,
    receive_sms_promos: user.receiveSmsPromos,
    statuses: [FIRST_LEVEL, ...groups],
    auth_fields_missed: registration.filter((field) => {
      const read = REGISTRATION_COLUMNS[field];
      return read !== undefined && (read(user) === null || read(user) === "");
    }),
    created_at: user.createdAt.toISOString(),
    current_sign_in_at: iso(user.currentSignInAt),
    last_sign_in_at: iso(user.lastSignInAt),
    confirmed_at: iso(user.confirmedAt),
    deposit_bonus_code: user.depositBonusCode,
    can_issue_bonuses: user.canIssueBonuses,
    verified: false,
    two_factor_enabled: false,
    stats: { deposits_count: 0 },
    accounts: [account],
    walletAccount: account,
  };
}

function iso(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}
