import { formatMessage, type Locale } from "@croupier/contract";
import { and, eq, gte, sql, sum } from "drizzle-orm";
import { formatMajorAmount, parseMajorAmount } from "../../currencies/amounts.ts";
import type { Db } from "../../db/database.ts";
import { AppError } from "../../errors/app-error.ts";
import { CRYPTO_CURRENCIES, type CryptoCurrency, isCryptoCurrency } from "../crypto/coins.ts";
import { sandboxChainTransfers } from "../schema.ts";

// The sandbox chain mints test coins, so it is capped: per transfer and per player, coin and UTC
// day. Defaults are the demo's crypto deposit maximums (seed.ts) per transfer and three of them
// a day; PAYMENTS_SANDBOX_TRANSFER_MAX and PAYMENTS_SANDBOX_DAILY_MAX override them per coin.

const CRYPTO_UNITS = 100_000_000;

export const DEFAULT_SANDBOX_TRANSFER_MAX: Record<CryptoCurrency, string> = {
  BTC: "1",
  BCH: "50",
  ETH: "50",
  LTC: "500",
  DOG: "1000000",
  USDT: "100000",
};
const DEFAULT_TRANSFERS_A_DAY = 3n;

export interface SandboxTransferLimits {
  /** Minor units per coin. */
  perTransfer: Record<CryptoCurrency, bigint>;
  perDay: Record<CryptoCurrency, bigint>;
}

/** The caps in minor units; throws at boot for a coin the casino does not take or a bad amount. */
export function resolveSandboxLimits(settings: {
  transferMax: Record<string, string>;
  dailyMax: Record<string, string>;
}): SandboxTransferLimits {
  const perTransfer = {} as Record<CryptoCurrency, bigint>;
  const perDay = {} as Record<CryptoCurrency, bigint>;
  for (const [variable, values] of [
    ["PAYMENTS_SANDBOX_TRANSFER_MAX", settings.transferMax],
    ["PAYMENTS_SANDBOX_DAILY_MAX", settings.dailyMax],
  ] as const) {
    const unknown = Object.keys(values).filter((code) => !isCryptoCurrency(code));
    if (unknown.length > 0) {
      throw new Error(
        `Invalid configuration:\n  ${variable}: unknown coin ${unknown.join(", ")} (${CRYPTO_CURRENCIES.join(", ")})`,
      );
    }
  }
  for (const coin of CRYPTO_CURRENCIES) {
    perTransfer[coin] = toMinor(settings.transferMax[coin] ?? DEFAULT_SANDBOX_TRANSFER_MAX[coin]);
    perDay[coin] = settings.dailyMax[coin]
      ? toMinor(settings.dailyMax[coin])
      : perTransfer[coin] * DEFAULT_TRANSFERS_A_DAY;
  }
  return { perTransfer, perDay };
}

function toMinor(major: string): bigint {
  const minor = parseMajorAmount(major, CRYPTO_UNITS);
  if (minor === null) throw new Error(`Invalid configuration: ${major} is not an amount of at most 8 decimals`);
  return minor;
}

export interface SandboxTransferRecord {
  playerId: number;
  currency: CryptoCurrency;
  txHash: string;
  amountCents: bigint;
}

/**
 * Records a test transfer within the caps, or 422 on `field` with "Value must be less than or
 * equal to {max}" (max: the per-transfer cap, or what is left of today's). Transfers of one player
 * are counted one at a time (a transaction-scoped advisory lock), so concurrent ones cannot both
 * take the last of the day.
 */
export async function recordSandboxTransfer(
  db: Db,
  transfer: SandboxTransferRecord,
  context: { limits: SandboxTransferLimits; now: Date; locale: Locale; field: string },
): Promise<void> {
  const { limits, now, locale, field } = context;
  const refuse = (max: bigint): never => {
    const value = formatMajorAmount(max < 0n ? 0n : max, CRYPTO_UNITS);
    throw new AppError("validation_failed", undefined, {
      fields: { [field]: [formatMessage("amount_max", locale, { value })] },
    });
  };
  const perTransfer = limits.perTransfer[transfer.currency];
  if (transfer.amountCents > perTransfer) refuse(perTransfer);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sandbox-chain-transfers:${transfer.playerId}`}))`);
    const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    const [row] = await tx
      .select({ total: sum(sandboxChainTransfers.amountCents) })
      .from(sandboxChainTransfers)
      .where(
        and(
          eq(sandboxChainTransfers.playerId, transfer.playerId),
          eq(sandboxChainTransfers.currency, transfer.currency),
          gte(sandboxChainTransfers.createdAt, dayStart),
        ),
      );
    const left = limits.perDay[transfer.currency] - BigInt(row?.total ?? 0);
    if (transfer.amountCents > left) refuse(left < perTransfer ? left : perTransfer);
    await tx.insert(sandboxChainTransfers).values({ ...transfer, createdAt: now });
  });
}
