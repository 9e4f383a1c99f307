import type { Locale } from "@croupier/contract";
import { and, eq, gt, notInArray } from "drizzle-orm";
import type { Tx } from "../db/database.ts";
import { findUserByEmail, insertUser } from "../identity/repository.ts";
import { openPlayerAccount } from "../ledger/accounts.ts";
import type { SeedStep } from "../seed/run-seeds.ts";
import { runLotteryDraws } from "./draw.ts";
import { findLottery, insertLottery, type NewLottery } from "./lotteries.ts";
import { lotteries } from "./schema.ts";
import { issueTickets } from "./tickets.ts";

// The demo's lotteries: one drawn a fortnight ago with tickets of a few demo players, drawn and
// paid through the draw job's own path; and one open in EUR, drawing in about two weeks. A later
// start with no open EUR lottery left opens a new one (that step is never recorded as done).

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** The open lottery's scale: from €20 a ticket per €20, from €100 a ticket per €10. */
export const DEMO_DEPOSIT_SCALE = [
  { from_amount_cents: 2_000, price_cents: 2_000 },
  { from_amount_cents: 10_000, price_cents: 1_000 },
];

const LANTERN_TITLES: Record<Locale, string> = {
  en: "Lantern Lottery",
  es: "Lotería de los Faroles",
  pt: "Lotaria das Lanternas",
  "pt-BR": "Loteria das Lanternas",
  ru: "Лотерея фонарей",
};

const LANTERN_RULES: Record<Locale, string> = {
  en:
    "Switch the lottery on in the deposit window and pick this draw. A deposit from €20 earns a ticket for " +
    "every €20; from €100, a ticket for every €10; up to 50 tickets per player. When tickets close, the " +
    "ticket list is sealed by its fingerprint, and the draw uses a secret seed whose hash is shown from day " +
    "one, so anyone can recompute the winners afterwards. Prizes are credited automatically.",
  es:
    "Activa la lotería en la ventana de depósito y elige este sorteo. Un depósito desde 20 € da un boleto por " +
    "cada 20 €; desde 100 €, un boleto por cada 10 €; hasta 50 boletos por jugador. Al cerrarse la venta, la " +
    "lista de boletos queda sellada por su huella, y el sorteo usa una semilla secreta cuyo hash se publica " +
    "desde el primer día, así cualquiera puede recalcular a los ganadores. Los premios se abonan solos.",
  pt:
    "Ative a lotaria na janela de depósito e escolha este sorteio. Um depósito a partir de 20 € dá um bilhete " +
    "por cada 20 €; a partir de 100 €, um bilhete por cada 10 €; até 50 bilhetes por jogador. Quando os " +
    "bilhetes fecham, a lista é selada pela sua impressão digital, e o sorteio usa uma semente secreta cujo " +
    "hash é público desde o primeiro dia, para que qualquer pessoa possa recalcular os vencedores. Os prémios " +
    "são creditados automaticamente.",
  "pt-BR":
    "Ative a loteria na janela de depósito e escolha este sorteio. Um depósito a partir de € 20 dá um bilhete " +
    "a cada € 20; a partir de € 100, um bilhete a cada € 10; até 50 bilhetes por jogador. Quando os bilhetes " +
    "fecham, a lista é lacrada pela sua impressão digital, e o sorteio usa uma semente secreta cujo hash é " +
    "público desde o primeiro dia, para que qualquer pessoa possa recalcular os vencedores. Os prêmios são " +
    "creditados automaticamente.",
  ru:
    "Включите лотерею в окне депозита и выберите этот розыгрыш. Депозит от 20 € приносит билет за каждые " +
    "20 €, от 100 € — билет за каждые 10 €, не больше 50 билетов на игрока. Когда приём билетов закрывается, " +
    "список билетов запечатывается его отпечатком, а розыгрыш использует секретное зерно, хеш которого " +
    "опубликован с первого дня, поэтому любой может пересчитать победителей. Призы зачисляются автоматически.",
};

const HARVEST_TITLES: Record<Locale, string> = {
  en: "Harvest Moon Lottery",
  es: "Lotería de la Luna de la Cosecha",
  pt: "Lotaria da Lua das Colheitas",
  "pt-BR": "Loteria da Lua da Colheita",
  ru: "Лотерея урожайной луны",
};

const HARVEST_RULES: Record<Locale, string> = {
  en:
    "Deposits from €25 earned a ticket for every €25. This draw is over: see the winning tickets below and " +
    "check the draw with its revealed seed.",
  es:
    "Los depósitos desde 25 € daban un boleto por cada 25 €. Este sorteo terminó: mira los boletos ganadores y " +
    "comprueba el sorteo con su semilla revelada.",
  pt:
    "Os depósitos a partir de 25 € davam um bilhete por cada 25 €. Este sorteio terminou: veja os bilhetes " +
    "vencedores e verifique o sorteio com a semente revelada.",
  "pt-BR":
    "Depósitos a partir de € 25 davam um bilhete a cada € 25. Este sorteio terminou: veja os bilhetes " +
    "vencedores e confira o sorteio com a semente revelada.",
  ru:
    "Депозиты от 25 € приносили билет за каждые 25 €. Розыгрыш завершён: посмотрите выигравшие билеты и " +
    "проверьте розыгрыш по раскрытому зерну.",
};

/** Players of the drawn demo lottery: they cannot sign in (no password matches their hash). */
const DEMO_PLAYERS = [
  { email: "lena.demo@players.croupier.test", nickname: "LuckyLena", tickets: 6 },
  { email: "marco.demo@players.croupier.test", nickname: "Marco_Spins", tickets: 4 },
  { email: "aurelio.demo@players.croupier.test", nickname: "AurelioTheBold", tickets: 3 },
  { email: "quietfox.demo@players.croupier.test", nickname: null, tickets: 5 },
];

/** The open demo lottery, from `now` for a fortnight. */
export function openDemoLottery(now: Date, identifier: string): NewLottery {
  return {
    frontendIdentifier: identifier,
    titles: LANTERN_TITLES,
    descriptions: LANTERN_RULES,
    currency: "EUR",
    startAt: new Date(now.getTime() - HOUR_MS),
    endAt: new Date(now.getTime() + 14 * DAY_MS),
    drawAt: new Date(now.getTime() + 14 * DAY_MS + HOUR_MS),
    depositScale: DEMO_DEPOSIT_SCALE,
    maxTicketsPerPlayer: 50,
    prizes: [
      { kind: "money", amountCents: 50_000n, wagerMultiplier: 0, freespinsCount: 0 },
      { kind: "money", amountCents: 20_000n, wagerMultiplier: 0, freespinsCount: 0 },
      { kind: "bonus", amountCents: 10_000n, wagerMultiplier: 30, freespinsCount: 0 },
      { kind: "freespins", amountCents: 0n, wagerMultiplier: 0, freespinsCount: 50 },
      { kind: "freespins", amountCents: 0n, wagerMultiplier: 0, freespinsCount: 20 },
    ],
  };
}

async function demoPlayer(tx: Tx, player: (typeof DEMO_PLAYERS)[number], now: Date): Promise<number> {
  const existing = await findUserByEmail(tx, player.email);
  const user =
    existing ??
    (await insertUser(tx, {
      email: player.email,
      passwordHash: "!demo-player-cannot-sign-in",
      currency: "EUR",
      nickname: player.nickname,
      confirmedAt: now,
      createdAt: now,
      updatedAt: now,
    }));
  if (!user) throw new Error(`demo player ${player.email} could not be created`);
  await openPlayerAccount(tx, user.id, "EUR");
  return user.id;
}

async function seedDrawnLottery(tx: Tx): Promise<boolean> {
  const now = new Date();
  const created = await insertLottery(
    tx,
    {
      frontendIdentifier: "harvest-moon",
      titles: HARVEST_TITLES,
      descriptions: HARVEST_RULES,
      currency: "EUR",
      startAt: new Date(now.getTime() - 30 * DAY_MS),
      endAt: new Date(now.getTime() - 14 * DAY_MS),
      drawAt: new Date(now.getTime() - 14 * DAY_MS + HOUR_MS),
      depositScale: [{ from_amount_cents: 2_500, price_cents: 2_500 }],
      maxTicketsPerPlayer: 20,
      prizes: [
        { kind: "money", amountCents: 25_000n, wagerMultiplier: 0, freespinsCount: 0 },
        { kind: "bonus", amountCents: 10_000n, wagerMultiplier: 30, freespinsCount: 0 },
        { kind: "freespins", amountCents: 0n, wagerMultiplier: 0, freespinsCount: 25 },
      ],
    },
    new Date(now.getTime() - 31 * DAY_MS),
  );
  if (!created) return true;
  const ticketTime = new Date(now.getTime() - 20 * DAY_MS);
  // Tickets go round the players, as deposits on different days would.
  const left = new Map<number, number>();
  for (const player of DEMO_PLAYERS) left.set(await demoPlayer(tx, player, ticketTime), player.tickets);
  let issued = 0;
  while ([...left.values()].some((count) => count > 0)) {
    for (const [playerId, count] of left) {
      if (count === 0) continue;
      await issueTickets(tx, created.lottery.id, issued, playerId, 1, null, ticketTime);
      issued += 1;
      left.set(playerId, count - 1);
    }
  }
  // Closed and drawn by the job's own path, at the draw time (the winners are paid through the ledger).
  await runLotteryDraws(tx, created.lottery.drawAt);
  const drawn = await findLottery(tx, created.lottery.id);
  return drawn?.status === "drawn";
}

/** Opens a new EUR lottery when none is open or upcoming (a later start, after the demo's was drawn). */
async function keepOneOpen(tx: Tx): Promise<false> {
  const now = new Date();
  const [open] = await tx
    .select({ id: lotteries.id })
    .from(lotteries)
    .where(
      and(eq(lotteries.currency, "EUR"), notInArray(lotteries.status, ["drawn", "canceled"]), gt(lotteries.endAt, now)),
    )
    .limit(1);
  if (!open) {
    const identifier = `lantern-${now.toISOString().slice(0, 10)}`;
    // A second one the same day (the first was canceled) gets the time too.
    (await insertLottery(tx, openDemoLottery(now, identifier), now)) ??
      (await insertLottery(tx, openDemoLottery(now, `${identifier}-${now.getTime().toString(36)}`), now));
  }
  return false;
}

export const lotterySeeds: SeedStep[] = [
  { name: "lotteries.demo-drawn.v1", run: seedDrawnLottery },
  // Never recorded: each start checks that an open lottery is there.
  { name: "lotteries.keep-one-open", run: keepOneOpen },
];
