import type { Db } from "../db/database.ts";
import { type TournamentPrizeKind, type TournamentRow, tournamentPrizes, tournaments } from "./schema.ts";

// Tournaments written straight into the tables, for tests that need one in a given state.

export interface TestTournament {
  strategy?: TournamentRow["strategy"];
  status?: TournamentRow["status"];
  currency?: string;
  games: string[];
  startAt?: Date;
  endAt?: Date;
  minBet?: bigint;
  maxBet?: bigint | null;
  gamesTakenLimit?: number;
  confirmation?: boolean;
  cancelReason?: string | null;
  prizes?: Array<{ place: number; kind: TournamentPrizeKind; amount?: bigint; wager?: number; spins?: number }>;
}

const HOUR = 60 * 60 * 1000;

export async function createTournament(db: Db, input: TestTournament): Promise<TournamentRow> {
  const now = Date.now();
  const [row] = await db
    .insert(tournaments)
    .values({
      frontendIdentifier: `test-${now}`,
      titles: { en: "Test cup", es: "Copa de prueba", ru: "Тестовый кубок" },
      descriptions: { en: "Rules.", es: "Reglas." },
      strategy: input.strategy ?? "bet",
      currency: input.currency ?? "EUR",
      startAt: input.startAt ?? new Date(now - HOUR),
      endAt: input.endAt ?? new Date(now + HOUR),
      minBet: input.minBet ?? 0n,
      maxBet: input.maxBet ?? null,
      games: input.games,
      gamesTakenLimit: input.gamesTakenLimit ?? 0,
      userConfirmationRequired: input.confirmation ?? false,
      status: input.status ?? "started",
      cancelReason: input.cancelReason ?? null,
    })
    .returning();
  if (!row) throw new Error("no tournament inserted");
  const prizes = input.prizes ?? [];
  if (prizes.length > 0) {
    await db.insert(tournamentPrizes).values(
      prizes.map((prize) => ({
        tournamentId: row.id,
        place: prize.place,
        kind: prize.kind,
        amount: prize.amount ?? 0n,
        wagerMultiplier: prize.wager ?? 0,
        freespinsCount: prize.spins ?? 0,
      })),
    );
  }
  return row;
}
