import type { Player } from "@croupier/contract";
import { listWalletAccounts } from "../accounts/accounts-service.ts";
import type { Executor } from "../db/database.ts";
import type { User } from "../identity/repository.ts";
import { hasTwoFactorOn } from "../identity/two-factor-repository.ts";
import { isPlayerVerified } from "../kyc/verification.ts";
import { projectSetting, SETTING_KEYS } from "../settings/keys.ts";
import { getSetting } from "../settings/repository.ts";
import { listPlayerGroups } from "./groups-repository.ts";
import { getPlayerFields } from "./repository.ts";

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

/** The player's succeeded deposits. Payments counts them; it builds on players, so it is handed in. */
export type CountDeposits = (db: Executor, playerId: number) => Promise<number>;

/** The player as GET /api/player answers them. */
export type PlayerView = (db: Executor, user: User) => Promise<Player>;

/** The player's VIP level (`statuses[0]`). Loyalty keeps it; it builds on players, so it is handed in. */
export type FindLevelStatus = (db: Executor, playerId: number) => Promise<{ id: string; name: string }>;

export function createPlayerView(countDeposits: CountDeposits, findLevel: FindLevelStatus): PlayerView {
  return (db, user) => viewPlayer(db, user, countDeposits, findLevel);
}

async function viewPlayer(
  db: Executor,
  user: User,
  countDeposits: CountDeposits,
  findLevel: FindLevelStatus,
): Promise<Player> {
  const [level, groups, fields, accounts, depositsCount, project, twoFactorOn, verified] = await Promise.all([
    findLevel(db, user.id),
    listPlayerGroups(db, user.id),
    getPlayerFields(db),
    listWalletAccounts(db, user),
    countDeposits(db, user.id),
    getSetting(db, SETTING_KEYS.project, projectSetting),
    hasTwoFactorOn(db, user.id),
    // KYC: an approved identity document and an approved proof of address.
    isPlayerVerified(db, user.id),
  ]);
  const registration = Array.isArray(fields.contexts.registration) ? (fields.contexts.registration as string[]) : [];
  // A player always has an account in their currency (opened at sign-up); the zero one is a fallback.
  const selected = accounts.find((account) => account.active) ?? { currency: user.currency, amount_cents: 0 };
  const summary = (account: { currency: string; amount_cents: number }) => ({
    currency: account.currency,
    amount_cents: account.amount_cents,
  });
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
    statuses: [level, ...groups],
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
    verified,
    two_factor_enabled: twoFactorOn,
    // Features of the API family this casino does not have answer their honest "none" values.
    autoregistered: false,
    autologin_link: null,
    license_name: project.license,
    sumsub_verified: null,
    sow_questionnaire_expires_at: null,
    stats: { deposits_count: depositsCount },
    accounts: accounts.map(summary),
    walletAccount: summary(selected),
  };
}

function iso(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}
