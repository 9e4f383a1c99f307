import { randomUUID } from "node:crypto";
import type {
  HistoryRoundPage,
  NetDeposits,
  RecalledRound,
  StatementLine,
  StatementPage,
} from "@croupier/contract/schemas/statements";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findAccount, getSystemAccount } from "../ledger/accounts.ts";
import {
  CARDS,
  callbacksDelivered,
  payByCard,
  requestSkrillWithdrawal,
  startDeposit,
} from "../payments/payment-test-helpers.ts";
import { gameProviders } from "../provider-wallet/schema.ts";
import { openGameSession } from "../provider-wallet/sessions.ts";
import { launch, postPlay, type StudioGame, startStudioApp } from "../studio/studio-test-helpers.ts";
import { createInjectedWallet } from "../studio/wallet-client.ts";
import { call, signUp } from "../test/identity-helpers.ts";
import type { TestDatabase } from "../test/test-app.ts";
import { csvCell, STATEMENT_CSV_HEADER } from "./csv.ts";

// The account history on both databases: the statement (filters, paging, sums equal to the
// ledger), its CSV (10,000 movements streamed; formulas neutralised), net deposits, the closed
// rounds and the last ten rounds with their steps; bad filters and signed-out calls refused.

const PROVIDER = "history-provider";
let tdb: TestDatabase;
let app: FastifyInstance;
let now = new Date();
let dice: StudioGame;

beforeAll(async () => {
  ({
    tdb,
    app,
    games: [dice],
  } = await startStudioApp(["pebble-dice"], () => now));
  await tdb.database.db
    .insert(gameProviders)
    .values({ id: PROVIDER, name: "History provider", secret: "history-secret" });
}, 60_000);
afterAll(() => tdb.close());

const today = () => new Date().toISOString().slice(0, 10);
const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function getJson<T>(url: string, cookie: string): Promise<T> {
  const response = await call(app, "GET", url, { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

async function allLines(cookie: string, filters = ""): Promise<StatementLine[]> {
  const lines: StatementLine[] = [];
  let cursor: string | null = null;
  do {
    const page: StatementPage = await getJson(
      `/api/player/statement?per_page=100${filters}${cursor ? `&cursor=${cursor}` : ""}`,
      cookie,
    );
    lines.push(...page.lines);
    cursor = page.next_cursor;
  } while (cursor);
  return lines;
}

/** A player who deposited 100 EUR, asked to withdraw 30, played 3 dice rolls and 2 provider rounds. */
async function activePlayer() {
  const player = await signUp(app);
  const { path, id: depositId } = await startDeposit(app, player.cookie, { amountValue: 100 });
  await payByCard(app, path, CARDS.approve);
  await callbacksDelivered(app);
  const withdrawalId = await requestSkrillWithdrawal(app, player.cookie, 30);
  const studio = await launch(app, dice.eur, player.cookie);
  for (const bet of [100, 200, 300]) {
    now = new Date(now.getTime() + 10_000);
    const played = await postPlay(app, studio.token, { type: "roll", bet, direction: "under", target: 4950 });
    expect(played.statusCode, played.body).toBe(200);
  }
  const { token } = await openGameSession(
    tdb.database.db,
    { playerId: player.id, providerId: PROVIDER, gameId: `${PROVIDER}/table`, currency: "EUR", device: "desktop" },
    now,
  );
  const wallet = createInjectedWallet(app, PROVIDER);
  const round = randomUUID();
  const base = { token, currency: "EUR" };
  await wallet.call("bet", { ...base, transaction_uuid: randomUUID(), round, amount: 500 });
  await wallet.call("win", { ...base, transaction_uuid: randomUUID(), round, amount: 200, round_closed: true });
  // A round whose bet the provider rolled back: the rollback is a movement too.
  const reversed = randomUUID();
  // A provider names rounds as it likes: one a spreadsheet would run as a formula.
  const second = `=HYPERLINK("http://evil.example","click")-${randomUUID()}`;
  await wallet.call("bet", { ...base, transaction_uuid: reversed, round: second, amount: 100 });
  await wallet.call("rollback", {
    ...base,
    transaction_uuid: randomUUID(),
    reference_transaction_uuid: reversed,
    round: second,
    round_closed: true,
  });
  return { ...player, depositId, withdrawalId, round, second };
}

describe("GET /api/player/statement", () => {
  it("lists every movement newest first, and its sums equal the ledger's balances", async () => {
    const player = await activePlayer();
    const lines = await allLines(player.cookie);
    const kinds = lines.map((line) => line.kind);
    expect(kinds).toContain("deposit");
    expect(kinds).toContain("withdrawal");
    expect(kinds.filter((kind) => kind === "bet").length).toBeGreaterThanOrEqual(5);
    expect(kinds).toContain("rollback");
    // Newest first.
    const ids = lines.map((line) => Number(line.id.split(".")[0]));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    // Sum of the statement per balance = that balance in the ledger.
    const cash = await findAccount(app.database.db, "player", "EUR", player.id);
    const bonus = await findAccount(app.database.db, "player_bonus", "EUR", player.id);
    const sum = (wallet: string) =>
      lines.filter((line) => line.wallet === wallet && line.currency === "EUR").reduce((s, l) => s + l.amount_cents, 0);
    expect(sum("cash")).toBe(Number(cash?.balance ?? 0n));
    expect(sum("bonus")).toBe(Number(bonus?.balance ?? 0n));
    // The newest cash line's balance after is the balance now; each one follows from the one before.
    const cashLines = lines.filter((line) => line.wallet === "cash");
    expect(cashLines[0]?.balance_after_cents).toBe(Number(cash?.balance));
    for (let i = 0; i + 1 < cashLines.length; i += 1) {
      const newer = cashLines[i] as StatementLine;
      const older = cashLines[i + 1] as StatementLine;
      expect(newer.balance_after_cents).toBe((older.balance_after_cents ?? 0) + newer.amount_cents);
    }
    // References: the payment, the game round.
    const deposit = lines.find((line) => line.kind === "deposit");
    expect(deposit).toMatchObject({ amount_cents: 10_000, reference: { payment_id: player.depositId } });
    expect(lines.find((line) => line.kind === "withdrawal")).toMatchObject({
      amount_cents: -3_000,
      reference: { payment_id: player.withdrawalId },
    });
    const win = lines.find((line) => line.kind === "win" && line.reference.provider === PROVIDER);
    expect(win).toMatchObject({ amount_cents: 200, reference: { round: player.round, game: `${PROVIDER}/table` } });
    const studioBet = lines.find((line) => line.kind === "bet" && line.reference.provider === "croupier-studio");
    expect(studioBet?.reference.game).toBe(dice.identifier);
    expect(studioBet?.reference.game_title).toBe("Pebble Dice");
  });

  it("filters by day, currency and kind, and pages without gaps or repeats", async () => {
    const player = await activePlayer();
    const all = await allLines(player.cookie);
    const deposits = await allLines(player.cookie, "&kind=deposit");
    expect(deposits.map((line) => line.kind)).toEqual(["deposit"]);
    const bets = await allLines(player.cookie, "&kind=bet");
    expect(bets.length).toBe(all.filter((line) => line.kind === "bet").length);
    expect(await allLines(player.cookie, `&from=${today()}&to=${today()}`)).toEqual(all);
    expect(await allLines(player.cookie, `&from=${dayOffset(1)}`)).toEqual([]);
    expect(await allLines(player.cookie, `&to=${dayOffset(-1)}`)).toEqual([]);
    expect(await allLines(player.cookie, "&currency=eur")).toEqual(all);
    expect(await allLines(player.cookie, "&currency=USD")).toEqual([]);

    const paged: StatementLine[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: StatementPage = await getJson(
        `/api/player/statement?per_page=3${cursor ? `&cursor=${cursor}` : ""}`,
        player.cookie,
      );
      expect(page.lines.length).toBeLessThanOrEqual(3);
      paged.push(...page.lines);
      cursor = page.next_cursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(Math.ceil(all.length / 3));
    expect(paged).toEqual(all);
  });

  it("answers 422 with field errors for bad filters, and changes nothing", async () => {
    const player = await activePlayer();
    const before = await allLines(player.cookie);
    for (const [query, field] of [
      ["from=2026-13-01", "from"],
      ["from=2026-02-30", "from"],
      ["to=yesterday", "to"],
      [`from=${today()}&to=${dayOffset(-3)}`, "to"],
      ["kind=jackpot", "kind"],
      ["currency=%3D1%2B1", "currency"],
      ["per_page=0", "per_page"],
      ["per_page=101", "per_page"],
      ["cursor=abc", "cursor"],
    ] as const) {
      for (const path of ["/api/player/statement", "/api/player/statement.csv"]) {
        if (path.endsWith(".csv") && (field === "per_page" || field === "cursor")) continue;
        const response = await call(app, "GET", `${path}?${query}`, { cookie: player.cookie });
        expect(response.statusCode, `${path}?${query}`).toBe(422);
        expect(Object.keys((response.json() as { errors: object }).errors)).toEqual([field]);
      }
    }
    const spanish = await call(app, "GET", "/api/player/statement?kind=jackpot", {
      cookie: player.cookie,
      headers: { "accept-language": "es" },
    });
    expect((spanish.json() as { errors: { kind: string[] } }).errors.kind[0]).not.toBe(
      (
        (await call(app, "GET", "/api/player/statement?kind=jackpot", { cookie: player.cookie })).json() as {
          errors: { kind: string[] };
        }
      ).errors.kind[0],
    );
    expect(await allLines(player.cookie)).toEqual(before);
  });

  it("answers 401 signed out, on every history call", async () => {
    for (const path of [
      "/api/player/statement",
      "/api/player/statement.csv",
      "/api/player/net_deposits",
      "/api/player/game_history",
      "/api/player/game_history/last",
    ]) {
      expect((await call(app, "GET", path)).statusCode, path).toBe(401);
    }
  });
});

describe("GET /api/player/net_deposits", () => {
  it("is lifetime deposits minus withdrawals per currency, since registration", async () => {
    const player = await activePlayer();
    const net = await getJson<NetDeposits>("/api/player/net_deposits", player.cookie);
    expect(net.currencies).toEqual([
      { currency: "EUR", deposits_cents: 10_000, withdrawals_cents: 3_000, net_cents: 7_000 },
    ]);
    const profile = await getJson<{ created_at: string }>("/api/player", player.cookie);
    expect(new Date(net.since).getTime()).toBe(new Date(profile.created_at).getTime());
    expect(net.until).toBe(now.toISOString());
    // A recalled withdrawal no longer counts.
    const recalled = await call(app, "POST", `/api/player/payments/${player.withdrawalId}/recall`, {
      cookie: player.cookie,
    });
    if (recalled.statusCode === 200) {
      const after = await getJson<NetDeposits>("/api/player/net_deposits", player.cookie);
      expect(after.currencies[0]).toMatchObject({ withdrawals_cents: 0, net_cents: 10_000 });
      const lines = await allLines(player.cookie, "&kind=withdrawal_returned");
      expect(lines.map((line) => line.amount_cents)).toEqual([3_000]);
    } else {
      expect(recalled.statusCode).toBe(422);
    }
  });
});

describe("GET /api/player/statement.csv", () => {
  it("streams 10,000 movements a page at a time, with the header and every row", async () => {
    const player = await signUp(app);
    const account = await findAccount(app.database.db, "player", "EUR", player.id);
    if (!account) throw new Error("no account");
    const clearing = await getSystemAccount(app.database.db, "clearing", "EUR");
    const started = performance.now();
    // 10,000 deposits of 1..10000 cents through the ledger's own posting function, in one statement.
    await app.database.db.execute(sql`
      select ledger_post('statement-csv-' || ${player.id} || '-' || g, 'deposit', 'test:' || g,
                         jsonb_build_object('payment_id', g), array[${clearing.id}, ${account.id}]::bigint[],
                         array[-g, g]::bigint[])
        from generate_series(1, 10000) as g`);
    const posted = performance.now() - started;
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    try {
      const exportStarted = performance.now();
      const response = await fetch(`${address}/api/player/statement.csv?kind=deposit`, {
        headers: { cookie: player.cookie, "x-requested-with": "XMLHttpRequest", "accept-encoding": "identity" },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(response.headers.get("content-disposition")).toMatch(
        /^attachment; filename="statement-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      // Streamed: no length known up front, sent in chunks as the pages are read.
      expect(response.headers.get("content-length")).toBeNull();
      expect(response.headers.get("transfer-encoding")).toBe("chunked");
      const reader = response.body?.getReader();
      if (!reader) throw new Error("no body");
      const decoder = new TextDecoder();
      let text = "";
      let chunks = 0;
      let firstChunkMs = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (chunks === 0) firstChunkMs = performance.now() - exportStarted;
        chunks += 1;
        text += decoder.decode(value, { stream: true });
      }
      const exportMs = performance.now() - exportStarted;
      const rows = text.split("\r\n").filter((row) => row !== "");
      expect(rows[0]).toBe(STATEMENT_CSV_HEADER.join(","));
      expect(rows.length).toBe(10_001);
      expect(rows[1]?.split(",").slice(1, 5)).toEqual(["deposit", "cash", "10000", "EUR"]);
      expect(rows.at(-1)?.split(",").slice(1, 6)).toEqual(["deposit", "cash", "1", "EUR", "1"]);
      expect(chunks).toBeGreaterThanOrEqual(10);
      console.info(
        `statement CSV: ${rows.length - 1} rows, ${text.length} bytes, ${chunks} chunks, first chunk ${firstChunkMs.toFixed(0)} ms, ` +
          `whole export ${exportMs.toFixed(0)} ms (10,000 postings written in ${posted.toFixed(0)} ms)`,
      );
    } finally {
      await app.close();
    }
  }, 180_000);
});

describe("CSV injection", () => {
  it("neutralises cells a spreadsheet would run, and leaves negative amounts numeric", async () => {
    // The app was closed by the streaming test: a fresh one on the same database.
    app = await tdb.buildApp({ SIGN_UP_RATE_LIMIT_IP: "1000" }, { now: () => now });
    const player = await activePlayer();
    const response = await call(app, "GET", "/api/player/statement.csv", { cookie: player.cookie });
    expect(response.statusCode).toBe(200);
    const rows = response.body.split("\r\n");
    const hostile = rows.filter((row) => row.includes("HYPERLINK"));
    expect(hostile.length).toBe(1);
    expect(hostile[0]).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")-`);
    expect(hostile[0]).not.toMatch(/(^|,)=/);
    for (const [cell, safe] of [
      ["=1+1", "'=1+1"],
      ["+cmd", "'+cmd"],
      ["-2+3", "'-2+3"],
      ["@SUM(A1)", "'@SUM(A1)"],
      ["\tx", "'\tx"],
      ["-3000", "-3000"],
      ["Pebble Dice", "Pebble Dice"],
    ] as const) {
      expect(csvCell(cell)).toBe(safe);
    }
    const withdrawal = rows.find((row) => row.split(",")[1] === "withdrawal");
    expect(withdrawal?.split(",")[3]).toBe("-3000");
  });
});

describe("GET /api/player/game_history", () => {
  it("lists closed rounds newest first, filtered by game, currency and day, and paged", async () => {
    const player = await activePlayer();
    const page = await getJson<HistoryRoundPage>("/api/player/game_history", player.cookie);
    // Three dice rolls and the provider's two rounds, the one whose bet was rolled back at nothing.
    expect(page.rounds.length).toBe(5);
    expect(page.rounds[0]).toMatchObject({ provider: PROVIDER, round: player.second, total_bet_cents: 0 });
    expect(page.rounds[1]).toMatchObject({ provider: PROVIDER, round: player.round, net_cents: -300 });
    const studioRounds = await getJson<HistoryRoundPage>(
      `/api/player/game_history?game=${encodeURIComponent(dice.identifier)}`,
      player.cookie,
    );
    expect(studioRounds.rounds.map((round) => round.total_bet_cents)).toEqual([300, 200, 100]);
    expect(studioRounds.rounds[0]?.title).toBe("Pebble Dice");
    expect((await getJson<HistoryRoundPage>("/api/player/game_history?currency=USD", player.cookie)).rounds).toEqual(
      [],
    );
    expect(
      (await getJson<HistoryRoundPage>(`/api/player/game_history?from=${dayOffset(1)}`, player.cookie)).rounds,
    ).toEqual([]);
    const first = await getJson<HistoryRoundPage>("/api/player/game_history?per_page=2", player.cookie);
    const second = await getJson<HistoryRoundPage>(
      `/api/player/game_history?per_page=2&cursor=${first.next_cursor}`,
      player.cookie,
    );
    expect(second.next_cursor).not.toBeNull();
    expect([...first.rounds, ...second.rounds]).toEqual(page.rounds.slice(0, 4));
    const bad = await call(app, "GET", "/api/player/game_history?game=..%2F..&to=2026-00-01", {
      cookie: player.cookie,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys((bad.json() as { errors: object }).errors).sort()).toEqual(["game", "to"]);
  });

  it("recalls the last game and the nine before it, each with its steps and balances", async () => {
    const player = await activePlayer();
    const studio = await launch(app, dice.eur, player.cookie);
    for (let i = 0; i < 6; i += 1) {
      now = new Date(now.getTime() + 10_000);
      await postPlay(app, studio.token, { type: "roll", bet: 50, direction: "over", target: 5000 });
    }
    const last = await getJson<RecalledRound[]>("/api/player/game_history/last", player.cookie);
    expect(last.length).toBe(10);
    const ids = last.map((round) => round.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const newest = last[0] as RecalledRound;
    expect(newest).toMatchObject({ game: dice.identifier, closed: true, total_bet_cents: 50 });
    expect(newest.steps).toHaveLength(1);
    const step = newest.steps[0];
    expect(step).toMatchObject({ kind: "play", stake_cents: 50, rolled_back: false });
    expect(step?.outcome).toMatchObject({ engine: "dice", action: "roll", direction: "over", target: 5000 });
    expect(step?.outcome?.roll).toMatch(/^\d+\.\d{2}$/);
    expect(newest.balance_end_cents).toBe((newest.balance_start_cents ?? 0) - 50 + (step?.win_cents ?? 0));
    // The provider's round: its bet and its win as steps, balances from the wallet's answers.
    const provider = last.find((round) => round.round === player.round) as RecalledRound;
    expect(provider.steps.map((s) => [s.kind, s.stake_cents, s.win_cents])).toEqual([
      ["bet", 500, 0],
      ["win", 0, 200],
    ]);
    expect(provider.balance_end_cents).toBe((provider.balance_start_cents ?? 0) - 300);
    const rolledBack = last.find((round) => round.round === player.second) as RecalledRound;
    expect(rolledBack.steps.map((s) => [s.kind, s.rolled_back])).toEqual([
      ["bet", true],
      ["rollback", false],
    ]);
  });
});
