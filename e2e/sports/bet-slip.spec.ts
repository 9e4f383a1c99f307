import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { signInAndEnrolThroughApi } from "../support/backoffice.ts";
import { e2eBaseUrl } from "../support/env.ts";
import { seededOperator } from "../support/operators.ts";
import { gotoHydrated } from "../support/page.ts";
import { balanceOf, depositByCard } from "../support/payments.ts";
import { completeDepositProfile, signUpViaApi, skipFirstDepositOffer, uniqueEmail } from "../support/players.ts";

// Our own book on the site: a player builds an accumulator from two events, sees a price move
// before placing and chooses to take it, places the bet and reads its receipt, with the balance
// going down by the stake; a player who self-excludes meanwhile is refused at the slip.
// The book's content comes from a trader through the operators' API (this file's own trader).

const operatorHeaders = { Origin: e2eBaseUrl, "X-Requested-With": "XMLHttpRequest" };

interface Book {
  trader: APIRequestContext;
  firstEvent: number;
  secondEvent: number;
  /** The selection whose price the trader moves while the player's slip holds it. */
  awayWin: number;
}

async function operatorCall<T>(request: APIRequestContext, method: string, path: string, data?: unknown): Promise<T> {
  const response = await request.fetch(`/api/operator/sportsbook/${path}`, { method, headers: operatorHeaders, data });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Two football events tomorrow with a match-result market each, and the book's EUR limits. */
async function buildBook(browser: Browser): Promise<Book> {
  const context = await browser.newContext({ baseURL: e2eBaseUrl });
  const trader = context.request;
  await signInAndEnrolThroughApi(trader, seededOperator("sports-site-trader"));
  const settings = await operatorCall<{ currencies: Array<{ currency: string }> }>(trader, "GET", "settings");
  await operatorCall(trader, "PUT", "settings", {
    currencies: [
      ...settings.currencies.filter((item) => item.currency !== "EUR"),
      {
        currency: "EUR",
        min_stake_cents: 10,
        max_stake_cents: 100_000,
        max_event_stake_cents: 200_000,
        max_payout_cents: 25_000_000,
        liability_limit_cents: 100_000_000,
      },
    ],
  });
  const tag = `${Date.now()}`;
  const sport = await operatorCall<{ id: number }>(trader, "POST", "sports", {
    name: `Football ${tag}`,
    slug: `football-${tag}`,
  });
  const competition = await operatorCall<{ id: number }>(trader, "POST", "competitions", {
    sport_id: sport.id,
    name: "Premier Division",
    slug: "premier-division",
    region: "Northland",
  });
  const tomorrow = new Date(Date.now() + 26 * 3600_000).toISOString();
  const fixture = async (home: string, away: string, prices: [string, string, string]) => {
    const event = await operatorCall<{ id: number }>(trader, "POST", "events", {
      competition_id: competition.id,
      home,
      away,
      start_at: tomorrow,
    });
    // Answers the event with its markets.
    const withMarket = await operatorCall<{ markets: Array<{ selections: Array<{ id: number; name: string }> }> }>(
      trader,
      "POST",
      "markets",
      {
        event_id: event.id,
        type: "match_result",
        name: "Match result",
        main: true,
        selections: [
          { name: home, price: prices[0] },
          { name: "Draw", price: prices[1] },
          { name: away, price: prices[2] },
        ],
      },
    );
    return { event: event.id, selections: withMarket.markets.flatMap((market) => market.selections) };
  };
  const first = await fixture("Harbour City", "Ironvale United", ["2.10", "3.40", "3.50"]);
  const second = await fixture("Kestrel Town", "Marlow Rovers", ["2.50", "3.20", "2.80"]);
  const awayWin = second.selections.find((selection) => selection.name === "Marlow Rovers")?.id;
  if (!awayWin) throw new Error("the market has no away selection");
  return { trader, firstEvent: first.event, secondEvent: second.event, awayWin };
}

/** A signed-in EUR player with €50, the first-deposit offer and the cookie notice out of the way. */
async function fundedPlayer(page: Page, label: string): Promise<void> {
  await skipFirstDepositOffer(page, await signUpViaApi(page.request, uniqueEmail(label)));
  await completeDepositProfile(page.request);
  await depositByCard(page.request, "50");
  await page.context().addCookies([{ name: "cookie_notice", value: "1", url: e2eBaseUrl }]);
}

test.describe.configure({ mode: "serial" });

let book: Book;
test.beforeAll(async ({ browser }) => {
  book = await buildBook(browser);
});

test("a player builds an accumulator, accepts a moved price and places it with a receipt", async ({ page }) => {
  await fundedPlayer(page, "sports-acca");
  await gotoHydrated(page, `/sports/events/${book.firstEvent}`);
  await page.getByRole("button", { name: "Harbour City at 2.10" }).click();
  await gotoHydrated(page, `/sports/events/${book.secondEvent}`);
  await page.getByRole("button", { name: "Marlow Rovers at 2.80" }).click();

  const slip = page.getByRole("complementary", { name: /Bet slip/ });
  await expect(slip.getByText("Balance €50.00")).toBeVisible();
  await slip.getByLabel("Stake on the accumulator").fill("5");
  // 5 × 2.10 × 2.80 = 29.40
  await expect(slip.getByText("€29.40")).toBeVisible();

  // The trader shortens the away win while the slip holds it.
  await operatorCall(book.trader, "PATCH", `selections/${book.awayWin}`, { price: "2.60" });

  await slip.getByRole("button", { name: "Review bets" }).click();
  await expect(slip.getByRole("heading", { name: "Check your bets" })).toBeVisible();
  await slip.getByRole("button", { name: "Place bets" }).click();
  // Asked about any change (the default): nothing is placed until the player takes the new price.
  await expect(slip.getByText("Marlow Rovers: 2.80 → 2.60")).toBeVisible();
  expect(await balanceOf(page.request, "EUR")).toBe(5000);
  await slip.getByRole("button", { name: "Accept new prices" }).click();
  await slip.getByRole("button", { name: "Review bets" }).click();
  // 5 × 2.10 × 2.60 = 27.30
  await expect(slip.getByText("€27.30")).toBeVisible();
  await slip.getByRole("button", { name: "Place bets" }).click();

  await expect(slip.getByText("Bets placed. Good luck!")).toBeVisible();
  const receipt = slip.getByRole("article", { name: /^Bet \d+$/ });
  await expect(receipt).toContainText("Accumulator (2 legs)");
  await expect(receipt).toContainText("Harbour City");
  await expect(receipt).toContainText("2.60");
  await expect(receipt).toContainText("€27.30");
  await expect(slip.getByText("Balance after these bets: €45.00")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Balance: €45.00" })).toBeVisible();

  await page.getByRole("link", { name: "My bets" }).click();
  await expect(page.getByRole("heading", { name: "My bets" })).toBeVisible();
  // My bets lists it as open (the slip beside still shows its receipt until Done).
  await expect(page.getByRole("listitem").getByRole("article", { name: /^Bet \d+$/ })).toContainText("Open");
});

test("a player who self-excludes meanwhile is refused at the slip and nothing is placed", async ({ page }) => {
  await fundedPlayer(page, "sports-excluded");
  await gotoHydrated(page, `/sports/events/${book.firstEvent}`);
  await page.getByRole("button", { name: "Harbour City at 2.10" }).click();
  const slip = page.getByRole("complementary", { name: /Bet slip/ });
  await slip.getByLabel("Stake on Harbour City").fill("3");
  await slip.getByRole("button", { name: "Review bets" }).click();

  // Meanwhile, in another tab, the player excludes themselves for the shortest period offered
  // (which ends the session everywhere).
  const headers = { Accept: "application/vnd.s.v1+json", "X-Requested-With": "XMLHttpRequest", Origin: e2eBaseUrl };
  const view = await page.request.get("/api/player/exclusion", { headers });
  const { options } = (await view.json()) as { options: { self_exclusion_days: number[] } };
  const excluded = await page.request.post("/api/player/exclusion", {
    headers,
    data: { exclusion: { kind: "self_exclusion", days: options.self_exclusion_days[0] ?? null } },
  });
  expect(excluded.status(), await excluded.text()).toBe(200);

  await slip.getByRole("button", { name: "Place bets" }).click();
  await expect(slip.getByRole("alert")).toContainText("Sign in to place bets.");
  await expect(slip.getByText("Bets placed. Good luck!")).toHaveCount(0);
  // The slip keeps the pick; no stake left the account.
  await expect(slip.getByLabel("Stake on Harbour City")).toHaveValue("3");
});
