import type { GrantKind, PlayerGrant, PlayerGrantable } from "@croupier/contract/schemas/operator-grants";
import { findDefinition } from "../bonuses/repository.ts";
import {
  type BonusDefinition,
  findBonusBySource,
  findFreespinsBySource,
  fixedBonusAmount,
  grantsFreespinsIn,
  issueStaffBonus,
  issueStaffFreespins,
  listLiveDefinitions,
  notLiveReason,
  type PlayerBonusRow,
  type PlayerFreespinRow,
} from "../bonuses/staff-grants.ts";
import { bonusTitle } from "../bonuses/view.ts";
import type { Db, Executor } from "../db/database.ts";
import { AppError } from "../errors/app-error.ts";
import { findActiveExclusion } from "../exclusions/guard.ts";
import { findUserById, type User } from "../identity/repository.ts";
import { lockUser } from "../identity/staff-actions.ts";
import {
  awardStaffLootbox,
  findLootboxBySource,
  findLootboxTemplate,
  listAwardableTemplates,
  type PlayerLootboxRow,
} from "../lootboxes/staff-grants.ts";
import { writeAuditEntry } from "../operators/audit-log.ts";
import type { StaffActor } from "./adjustments.ts";

// Promotions granted by staff from the player 360: a bonus (a definition's fixed amount), a
// definition's free spins or a template's loot box, in the player's currency. The owning modules
// issue them (bonuses/staff-grants.ts, lootboxes/staff-grants.ts) under the source key
// `operator:<idempotency key>`, so a retry answers the first grant and issues nothing; each grant
// is audited with its reason in the same transaction. No promotion reaches a blocked, excluded
// (time-out, self-exclusion) or closed account: 409 with the `code`. Nothing touches the ledger
// here: a bonus's money moves when the player activates it, as for a coupon.

export interface GrantInput {
  kind: GrantKind;
  definitionId?: number | undefined;
  templateKey?: string | undefined;
  reason: string;
  idempotencyKey: string;
}

type Refusal = NonNullable<PlayerGrantable["refusal"]>;

const REFUSAL_TEXTS: Record<Refusal, string> = {
  player_blocked: "The player is blocked: no promotion can be granted until the block is lifted.",
  player_excluded: "The player is in a time-out or self-exclusion: no promotion may reach them until it ends.",
  player_closed: "The player's account is closed: no promotion can be granted.",
};

const fieldError = (field: string, text: string) =>
  new AppError("validation_failed", text, { fields: { [field]: [text] } });

async function refusalOf(db: Executor, user: User, now: Date): Promise<Refusal | null> {
  const exclusion = await findActiveExclusion(db, user.id, now);
  if (exclusion?.kind === "closed") return "player_closed";
  if (user.blockedAt !== null) return "player_blocked";
  if (exclusion) return "player_excluded";
  return null;
}

/** GET .../grantable: what can be granted to the player in their currency, and why not when refused. */
export async function listGrantable(db: Db, playerId: number, now: Date): Promise<PlayerGrantable> {
  const user = await findUserById(db, playerId);
  if (!user) throw new AppError("not_found", "No such player.");
  const currency = user.currency;
  const refusal = await refusalOf(db, user, now);
  const definitions = await listLiveDefinitions(db, now);
  const bonuses: PlayerGrantable["bonuses"] = [];
  const freespins: PlayerGrantable["freespins"] = [];
  for (const definition of definitions) {
    const amount = fixedBonusAmount(definition, currency);
    if (amount !== null) {
      bonuses.push({
        definition_id: definition.id,
        title: bonusTitle(definition, "en"),
        type: definition.kind,
        amount_cents: Number(amount),
        wager_multiplier: definition.wagerMultiplier,
        activation_days: definition.activationDays,
      });
    }
    const spins = definition.freespins;
    if (spins && (await grantsFreespinsIn(db, definition, currency))) {
      const amounts = definition.amounts[currency];
      const cap =
        amounts?.freespins_max_win_cents ?? (definition.matchPercent === null ? amounts?.max_cents : undefined);
      freespins.push({
        definition_id: definition.id,
        title: bonusTitle(definition, "en"),
        count: spins.count,
        game: spins.game,
        wager_multiplier: definition.wagerMultiplier,
        max_win_cents: cap ?? null,
        activation_days: definition.activationDays,
      });
    }
  }
  const lootboxes = (await listAwardableTemplates(db)).map((template) => ({
    template_key: template.key,
    title: template.titles.en ?? template.key,
    items: template.items.length,
    valid_days: template.validDays,
  }));
  return {
    player_id: playerId,
    currency,
    refusal,
    refusal_message: refusal ? REFUSAL_TEXTS[refusal] : null,
    bonuses,
    freespins,
    lootboxes,
  };
}

/**
 * POST .../grants: issues the promotion and audits it. `replayed`: the key granted this before (the
 * first grant answered, nothing issued); the same key for another promotion is 422.
 */
export async function grantPromotion(
  db: Db,
  playerId: number,
  input: GrantInput,
  actor: StaffActor,
): Promise<{ grant: PlayerGrant; replayed: boolean }> {
  return db.transaction(async (tx) => {
    // The player's row lock orders concurrent grants for one player (and so one key).
    const user = await lockUser(tx, playerId);
    if (!user) throw new AppError("not_found", "No such player.");
    const sourceKey = `operator:${input.idempotencyKey}`;
    const earlier = await findEarlierGrant(tx, playerId, sourceKey, input.idempotencyKey);
    if (earlier) {
      const same =
        earlier.kind === input.kind &&
        (input.kind === "lootbox"
          ? earlier.template_key === input.templateKey
          : earlier.definition_id === input.definitionId);
      if (!same) throw fieldError("idempotency_key", "This idempotency key was used for a different grant.");
      return { grant: earlier, replayed: true };
    }
    const refusal = await refusalOf(tx, user, actor.now);
    if (refusal) throw new AppError("conflict", REFUSAL_TEXTS[refusal], { details: { code: refusal } });
    const grant = await issue(tx, user, input, sourceKey, actor.now);
    await writeAuditEntry(tx, {
      operatorId: actor.operatorId,
      action: "player.promotion_granted",
      target: { type: "player", id: playerId },
      // What was granted, without the fields another kind has (null).
      details: Object.fromEntries(
        Object.entries({
          player_id: playerId,
          reason: input.reason,
          kind: grant.kind,
          title: grant.title,
          definition_id: grant.definition_id,
          template_key: grant.template_key,
          currency: grant.currency,
          amount_cents: grant.amount_cents === null ? null : String(grant.amount_cents),
          freespins_count: grant.freespins_count,
          granted_id: grant.id,
          idempotency_key: input.idempotencyKey,
        }).filter(([, value]) => value !== null),
      ),
      ip: actor.ip,
    });
    return { grant, replayed: false };
  });
}

async function liveDefinition(tx: Executor, id: number | undefined, now: Date): Promise<BonusDefinition> {
  if (id === undefined) throw fieldError("definition_id", "Choose a bonus definition.");
  const definition = await findDefinition(tx, id);
  if (!definition) throw fieldError("definition_id", "No such bonus definition.");
  const notLive = notLiveReason(definition, now);
  if (notLive) throw fieldError("definition_id", notLive);
  return definition;
}

async function issue(tx: Executor, user: User, input: GrantInput, sourceKey: string, now: Date): Promise<PlayerGrant> {
  const { currency } = user;
  const base = { player_id: user.id, currency, idempotency_key: input.idempotencyKey };
  if (input.kind === "lootbox") {
    if (!input.templateKey) throw fieldError("template_key", "Choose a loot box.");
    const template = await findLootboxTemplate(tx, input.templateKey);
    if (!template) throw fieldError("template_key", "No such loot box.");
    if (template.pausedAt !== null) throw fieldError("template_key", "This loot box is paused.");
    const box = await awardStaffLootbox(tx, { playerId: user.id, templateKey: template.key, currency, sourceKey, now });
    if (!box) throw fieldError("template_key", `This loot box holds no prize in ${currency}.`);
    return lootboxGrant(base, box, template.titles.en ?? template.key);
  }
  const definition = await liveDefinition(tx, input.definitionId, now);
  const grant = { playerId: user.id, definition, currency, sourceKey, now };
  if (input.kind === "bonus") {
    if (fixedBonusAmount(definition, currency) === null) {
      throw fieldError("definition_id", `This definition gives no fixed bonus amount in ${currency}.`);
    }
    const bonus = await issueStaffBonus(tx, grant);
    if (!bonus) throw new AppError("conflict", "The bonus could not be issued.");
    return bonusGrant(base, bonus, definition);
  }
  if (!(await grantsFreespinsIn(tx, definition, currency))) {
    throw fieldError("definition_id", `This definition grants no free spins in ${currency}.`);
  }
  const spins = await issueStaffFreespins(tx, grant);
  if (!spins) throw new AppError("conflict", "The free spins could not be issued.");
  return freespinsGrant(base, spins, definition);
}

type GrantBase = Pick<PlayerGrant, "player_id" | "currency" | "idempotency_key">;

function bonusGrant(base: GrantBase, row: PlayerBonusRow, definition: BonusDefinition): PlayerGrant {
  return {
    ...base,
    kind: "bonus",
    id: row.id,
    definition_id: definition.id,
    template_key: null,
    title: bonusTitle(definition, "en"),
    currency: row.currency,
    amount_cents: Number(row.amount),
    freespins_count: null,
    created_at: row.createdAt.toISOString(),
  };
}

function freespinsGrant(base: GrantBase, row: PlayerFreespinRow, definition: BonusDefinition): PlayerGrant {
  return {
    ...base,
    kind: "freespins",
    id: row.id,
    definition_id: definition.id,
    template_key: null,
    title: bonusTitle(definition, "en"),
    currency: row.currency,
    amount_cents: null,
    freespins_count: row.freespinsTotal,
    created_at: row.createdAt.toISOString(),
  };
}

function lootboxGrant(base: GrantBase, row: PlayerLootboxRow, title: string): PlayerGrant {
  return {
    ...base,
    kind: "lootbox",
    id: row.id,
    definition_id: null,
    template_key: row.templateKey,
    title,
    currency: row.currency,
    amount_cents: null,
    freespins_count: null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The grant an idempotency key made before, in whichever module holds it, or null. */
async function findEarlierGrant(
  tx: Executor,
  playerId: number,
  sourceKey: string,
  idempotencyKey: string,
): Promise<PlayerGrant | null> {
  const base = { player_id: playerId, idempotency_key: idempotencyKey };
  const bonus = await findBonusBySource(tx, playerId, sourceKey);
  if (bonus) {
    const definition = await findDefinition(tx, bonus.definitionId);
    if (definition) return bonusGrant({ ...base, currency: bonus.currency }, bonus, definition);
  }
  const spins = await findFreespinsBySource(tx, playerId, sourceKey);
  if (spins) {
    const definition = await findDefinition(tx, spins.definitionId);
    if (definition) return freespinsGrant({ ...base, currency: spins.currency }, spins, definition);
  }
  const box = await findLootboxBySource(tx, playerId, sourceKey);
  if (box) {
    const template = await findLootboxTemplate(tx, box.templateKey);
    return lootboxGrant({ ...base, currency: box.currency }, box, template?.titles.en ?? box.templateKey);
  }
  return null;
}
