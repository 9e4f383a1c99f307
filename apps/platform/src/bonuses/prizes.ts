import type { Locale } from "@croupier/contract";
import type { Executor } from "../db/database.ts";
import { getSystemAccount, openPlayerAccount } from "../ledger/accounts.ts";
import { postTransaction } from "../ledger/post-transaction.ts";
import { issueFreespins } from "./freespins.ts";
import { issueBonus } from "./lifecycle.ts";
import { findDefinition } from "./repository.ts";

// A competition's prize (a tournament place, a lottery draw): real money from the promotional
// account, bonus money to wager, or free spins, granted in the caller's transaction under one key
// per prize (the ledger posting's idempotency key, or the bonus's or spins' source key), so a
// repeated grant pays nothing more.

export type PrizeKind = "money" | "bonus" | "freespins";

export interface Prize {
  kind: PrizeKind;
  /** Money or bonus money, in minor units (0 for free spins). */
  amount: bigint;
  /** The bonus's wagering multiple; 0 keeps the definition's. */
  wagerMultiplier: number;
  freespinsCount: number;
}

export interface PrizeGrant {
  playerId: number;
  currency: string;
  /** Unique per prize: the same key never pays twice. */
  key: string;
  /** The ledger kind of a money prize's posting. */
  ledgerKind: string;
  /** The bonus strategy (how it was granted: tournament, lottery). */
  strategy: string;
  /** The bonus definitions the bonus and free spins prizes are issued under (bonuses/seed.ts). */
  definitions: { bonus: number; freespins: number };
  metadata: Record<string, unknown>;
  now: Date;
}

/** Grants `prize`; false when the key had been paid before. */
export async function grantPrize(tx: Executor, prize: Prize, grant: PrizeGrant): Promise<boolean> {
  const { playerId, currency, key, now } = grant;
  if (prize.kind === "money") {
    if (prize.amount <= 0n) return true;
    const { account } = await openPlayerAccount(tx, playerId, currency);
    const promotional = await getSystemAccount(tx, "bonus", currency);
    const posted = await postTransaction(tx, {
      idempotencyKey: key,
      kind: grant.ledgerKind,
      entries: [
        { account: promotional.id, amount: -prize.amount },
        { account: account.id, amount: prize.amount },
      ],
      metadata: { player_id: playerId, ...grant.metadata },
    });
    return !posted.replayed;
  }
  if (prize.kind === "bonus") {
    const definition = await findDefinition(tx, grant.definitions.bonus);
    if (!definition) throw new Error(`bonus definition ${grant.definitions.bonus} is not seeded`);
    const issued = await issueBonus(tx, {
      playerId,
      definition: { ...definition, wagerMultiplier: prize.wagerMultiplier || definition.wagerMultiplier },
      currency,
      amount: prize.amount,
      sourceKey: key,
      strategy: grant.strategy,
      now,
      activate: true,
    });
    return issued !== null;
  }
  const definition = await findDefinition(tx, grant.definitions.freespins);
  if (!definition?.freespins) throw new Error(`free spins definition ${grant.definitions.freespins} is not seeded`);
  const issued = await issueFreespins(tx, {
    playerId,
    definition: {
      ...definition,
      freespins: { ...definition.freespins, count: prize.freespinsCount },
      ...(prize.wagerMultiplier > 0 ? { wagerMultiplier: prize.wagerMultiplier } : {}),
    },
    currency,
    sourceKey: key,
    now,
  });
  return issued !== null;
}

interface PrizeWords {
  bonus: (money: string, wager: number) => string;
  freespins: (count: number) => string;
}

const PRIZE_WORDS: Record<Locale, PrizeWords> = {
  en: { bonus: (money, wager) => `${money} bonus (wager ${wager}×)`, freespins: (count) => `${count} free spins` },
  es: {
    bonus: (money, wager) => `Bono de ${money} (apuesta ${wager}×)`,
    freespins: (count) => `${count} giros gratis`,
  },
  pt: {
    bonus: (money, wager) => `Bónus de ${money} (aposta ${wager}×)`,
    freespins: (count) => `${count} rodadas grátis`,
  },
  "pt-BR": {
    bonus: (money, wager) => `Bônus de ${money} (aposta ${wager}×)`,
    freespins: (count) => `${count} giros grátis`,
  },
  ru: { bonus: (money, wager) => `Бонус ${money} (вейджер ×${wager})`, freespins: (count) => `Фриспины: ${count}` },
};

/** What a prize is, as the player reads it ("€500", "€20 bonus (wager 10×)", "50 free spins"); `money` is its amount, formatted. */
export function prizeWords(prize: Prize, money: string, locale: Locale): string {
  if (prize.kind === "money") return money;
  if (prize.kind === "bonus") return PRIZE_WORDS[locale].bonus(money, prize.wagerMultiplier);
  return PRIZE_WORDS[locale].freespins(prize.freespinsCount);
}
