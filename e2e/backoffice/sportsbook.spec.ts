import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "../support/axe.ts";
import { backofficeShotsDir, shootAtBackofficeWidths, signInAndEnrolThroughApi } from "../support/backoffice.ts";
import { e2eBaseUrl } from "../support/env.ts";
import { seededOperator } from "../support/operators.ts";
import { gotoHydrated } from "../support/page.ts";
import { balanceOf, depositByCard } from "../support/payments.ts";
import { completeDepositProfile, signUpViaApi, skipFirstDepositOffer, uniqueEmail } from "../support/players.ts";

// The Sportsbook area of the back office, by a trader of its own (serve.ts makes it): a
// competition added (after the platform refuses a slug already taken, under its field), an event
// created in it with a match-result market, a player's €10 single on it, the home price moved (the history shows both
// prices), the market suspended, then its results entered: the confirmation says it settles the
// one bet, and the player's balance gets the return at the price the bet was struck at. The
// player watches My bets in a browser tab of their own meanwhile: the bet leaves the open bets,
// the header balance and the bell update live, and the bell's item leads to the settled bet. The
// alerts and debts page is read-only for a trader. axe on each view; BACKOFFICE_SHOTS_DIR:
// screenshots at desktop and tablet widths.

const browserHeaders = { Origin: e2eBaseUrl, "X-Requested-With": "XMLHttpRequest" };
const playerHeaders = { Accept: "application/vnd.s.v1+json", ...browserHeaders };

/** A `datetime-local` value `minutes` from now, in the browser's time zone. */
function localIn(minutes: number): string {
  const date = new Date(Date.now() + minutes * 60_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A funded EUR player (a €50 card deposit) in a browser of their own, the notices out of the way. */
async function fundedPlayer(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: e2eBaseUrl });
  const page = await context.newPage();
  await skipFirstDepositOffer(page, await signUpViaApi(page.request, uniqueEmail("punter")));
  await completeDepositProfile(page.request);
  await depositByCard(page.request, "50");
  await context.addCookies([{ name: "cookie_notice", value: "1", url: e2eBaseUrl }]);
  return page;
}

/**
 * With BACKOFFICE_SHOTS_DIR set: the player's open bell at phone and desktop widths, in English
 * and (the list lasts for the tab's session) in Spanish; the page is left as it was found.
 */
async function shootPlayerBell(page: Page, name: string): Promise<void> {
  if (!backofficeShotsDir) return;
  const url = page.url();
  const bell = page.getByRole("banner").getByRole("button", { name: /^(Notifications|Notificaciones)/ });
  for (const [path, locale] of [
    [url, "en"],
    [url.replace("/sports/", "/es/sports/"), "es"],
  ] as const) {
    await gotoHydrated(page, path);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 860 });
      await bell.click();
      await page.screenshot({ path: `${backofficeShotsDir}/${name}-${locale}-${width}.png` });
      await page.keyboard.press("Escape");
    }
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  await gotoHydrated(page, url);
}

test("a trader prices an event's market and settles it, and the player is paid live", async ({ page, browser }) => {
  test.setTimeout(240_000);
  page.setDefaultTimeout(30_000);
  const stamp = Date.now().toString(36);
  await signInAndEnrolThroughApi(page.request, seededOperator("trader"));

  // A trader's start page is the book's events; the menu groups the sportsbook's areas.
  await page.goto("/backoffice/");
  await expect(page.getByRole("heading", { name: "Events and markets", level: 1 })).toBeVisible();
  const menu = page.getByRole("navigation").getByRole("group", { name: "Sportsbook" });
  await expect(menu.getByRole("link")).toHaveText([
    "Events and markets",
    "Sports and competitions",
    "Alerts and debts",
  ]);
  await expect(page.getByRole("navigation").getByRole("link", { name: "Dashboard" })).toHaveCount(0);

  // Sports and competitions: a new sport and a competition in it; a slug already taken is refused
  // under its field.
  await menu.getByRole("link", { name: "Sports and competitions" }).click();
  await expect(page.getByRole("heading", { name: "Sports and competitions", level: 1 })).toBeVisible();
  const sportName = `Harbour football ${stamp}`;
  await page.getByRole("button", { name: "New sport" }).click();
  const sportForm = page.getByRole("dialog", { name: "New sport" });
  await sportForm.getByRole("textbox", { name: "Name", exact: true }).fill(sportName);
  await expect(sportForm.getByRole("textbox", { name: "Address name" })).toHaveValue(`harbour-football-${stamp}`);
  await sportForm.getByRole("button", { name: "Add" }).click();
  await expect(page.getByRole("status")).toContainText(`${sportName} is added.`);
  await expect(page.getByRole("region", { name: sportName })).toBeVisible();
  await page.getByRole("button", { name: "New competition" }).click();
  const form = page.getByRole("dialog", { name: "New competition" });
  await form.getByRole("combobox", { name: "Sport" }).click();
  await page.getByRole("option", { name: sportName, exact: true }).click();
  await form.getByRole("textbox", { name: "Name", exact: true }).fill(`Harbour Cup ${stamp}`);
  await form.getByRole("textbox", { name: "Region" }).fill("Northland");
  await form.getByRole("button", { name: "Add" }).click();
  await expect(page.getByRole("status")).toContainText(`Harbour Cup ${stamp} is added.`);
  await expect(page.getByRole("region", { name: sportName })).toContainText("Northland");
  await expectNoSeriousAxeViolations(page);
  await shootAtBackofficeWidths(page, "sportsbook-sports");
  await page.getByRole("button", { name: "New competition" }).click();
  await form.getByRole("combobox", { name: "Sport" }).click();
  await page.getByRole("option", { name: sportName, exact: true }).click();
  await form.getByRole("textbox", { name: "Name", exact: true }).fill(`Harbour Cup ${stamp}`);
  await form.getByRole("button", { name: "Add" }).click();
  await expect(form.getByText("This slug is taken in the sport")).toBeVisible();
  await expect(form.getByRole("textbox", { name: "Address name" })).toHaveAttribute("aria-invalid", "true");
  await expectNoSeriousAxeViolations(page);
  await form.getByRole("button", { name: "Cancel" }).last().click();

  // Events: a new one in that competition, two hours from now.
  await menu.getByRole("link", { name: "Events and markets" }).click();
  await page.getByRole("button", { name: "New event" }).click();
  const eventForm = page.getByRole("dialog", { name: "New event" });
  await eventForm.getByRole("combobox", { name: "Competition" }).fill(`Harbour Cup ${stamp}`);
  await page.getByRole("option", { name: new RegExp(`Harbour Cup ${stamp}`) }).click();
  await eventForm.getByRole("textbox", { name: "Home" }).fill(`Northport ${stamp}`);
  await eventForm.getByRole("textbox", { name: "Away" }).fill(`Eastvale ${stamp}`);
  await eventForm.getByRole("textbox", { name: "Start time" }).fill(localIn(120));
  await expectNoSeriousAxeViolations(page);
  await shootAtBackofficeWidths(page, "sportsbook-event-form");
  await eventForm.getByRole("button", { name: "Create event" }).click();
  const eventName = `Northport ${stamp} v Eastvale ${stamp}`;
  await expect(page.getByRole("status")).toContainText(`${eventName} is created.`);
  await expect(page.getByRole("link", { name: eventName })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await shootAtBackofficeWidths(page, "sportsbook-events");

  // On the event's page, its match-result market: the selections start from home, draw, away.
  await page.getByRole("link", { name: eventName }).click();
  await expect(page.getByRole("heading", { name: eventName, level: 1 })).toBeVisible();
  await expect(page.getByText("This event has no markets yet.")).toBeVisible();
  await page.getByRole("button", { name: "New market" }).click();
  const marketForm = page.getByRole("dialog", { name: "New market" });
  await expect(marketForm.getByRole("textbox", { name: "Name of selection 1" })).toHaveValue(`Northport ${stamp}`);
  await expect(marketForm.getByRole("textbox", { name: "Name of selection 3" })).toHaveValue(`Eastvale ${stamp}`);
  await marketForm.getByRole("switch", { name: /Main market/ }).check();
  await marketForm.getByRole("textbox", { name: "Price of selection 1" }).fill("2.1");
  await marketForm.getByRole("textbox", { name: "Price of selection 2" }).fill("3.4");
  await marketForm.getByRole("textbox", { name: "Price of selection 3" }).fill("evens");
  await marketForm.getByRole("button", { name: "Open market" }).click();
  await expect(marketForm.getByText("Enter a decimal price above 1, such as 2.375.")).toBeVisible();
  await marketForm.getByRole("textbox", { name: "Price of selection 3" }).fill("3.5");
  await expectNoSeriousAxeViolations(page);
  await shootAtBackofficeWidths(page, "sportsbook-market-form");
  await marketForm.getByRole("button", { name: "Open market" }).click();
  await expect(page.getByRole("status")).toContainText("Match result is open for bets.");

  // A player's €10 single on the home side at 2.10, from the site's own API.
  const eventId = Number(new URL(page.url()).pathname.split("/").pop());
  const playerPage = await fundedPlayer(browser);
  const player = playerPage.request;
  const shown = await player.get(`/api/sportsbook/events/${eventId}`, { headers: playerHeaders });
  expect(shown.ok(), await shown.text()).toBe(true);
  const home = ((await shown.json()) as { markets: { selections: { id: number; price: string }[] }[] }).markets[0]
    ?.selections[0];
  expect(home?.price).toBe("2.10");
  const placed = await player.post("/api/sportsbook/bets", {
    headers: playerHeaders,
    data: {
      idempotency_key: `e2e-${stamp}-single`,
      currency: "EUR",
      accept_price_changes: "none",
      bets: [{ selections: [{ selection_id: home?.id, price: home?.price }], stake_cents: 1000 }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  expect(await balanceOf(player, "EUR")).toBe(4000);
  await gotoHydrated(playerPage, "/sports/bets");
  const openBet = playerPage.getByRole("listitem").getByRole("article", { name: /^Bet \d+$/ });
  await expect(openBet).toContainText(`Northport ${stamp}`);
  await expect(openBet).toContainText("Open");
  const playerBanner = playerPage.getByRole("banner");
  await expect(playerBanner.getByRole("link", { name: "Balance: €40.00" })).toBeVisible();
  await page.reload();

  // The price moved to 2.45; the history shows both.
  const card = page.getByRole("region", { name: "Match result" });
  await expect(card).toContainText("Open bets: 1");
  await card.getByRole("button", { name: `Edit price of Northport ${stamp}` }).click();
  const priceForm = page.getByRole("dialog", { name: `Price of Northport ${stamp} (Match result)` });
  await priceForm.getByRole("textbox", { name: "Decimal price" }).fill("1");
  await priceForm.getByRole("button", { name: "Save price" }).click();
  await expect(priceForm.getByText("Enter a decimal price above 1, such as 2.375.")).toBeVisible();
  await priceForm.getByRole("textbox", { name: "Decimal price" }).fill("2.45");
  await priceForm.getByRole("button", { name: "Save price" }).click();
  await expect(page.getByRole("status")).toContainText(`Northport ${stamp} is priced 2.45.`);
  await expect(card.getByRole("row").filter({ hasText: `Northport ${stamp}` })).toContainText("2.45");
  await card.getByRole("button", { name: `Edit price of Northport ${stamp}` }).click();
  const history = priceForm.getByRole("table", { name: "Price history" });
  await expect(history.getByRole("row")).toHaveCount(3);
  await expect(history.getByRole("row").nth(1)).toContainText("2.45");
  await expect(history.getByRole("row").nth(2)).toContainText("2.10");
  await expectNoSeriousAxeViolations(page);
  await shootAtBackofficeWidths(page, "sportsbook-price");
  await priceForm.getByRole("button", { name: "Cancel" }).last().click();

  // Suspended at the whistle, the event marked started, then the results: home won.
  await card.getByRole("button", { name: "Suspend Match result" }).click();
  await expect(card).toContainText("Suspended");
  await expect(card.getByRole("button", { name: "Reopen Match result" })).toBeVisible();
  await page.getByRole("button", { name: "Edit event" }).click();
  const editForm = page.getByRole("dialog", { name: `Edit ${eventName}` });
  await expect(editForm.getByRole("textbox", { name: "Home" })).toHaveValue(`Northport ${stamp}`);
  await editForm.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Started", exact: true }).click();
  await editForm.getByRole("button", { name: "Save event" }).click();
  await expect(page.getByRole("status")).toContainText(`${eventName} is saved.`);
  await expect(page.getByRole("main")).toContainText("Started");
  await expectNoSeriousAxeViolations(page);
  await shootAtBackofficeWidths(page, "sportsbook-event");
  await card.getByRole("button", { name: "Enter results of Match result" }).click();
  const results = page.getByRole("dialog", { name: "Results of Match result" });
  for (const [selection, result] of [
    [`Northport ${stamp}`, "Won"],
    ["Draw", "Lost"],
    [`Eastvale ${stamp}`, "Lost"],
  ] as const) {
    await results.getByRole("combobox", { name: `Result for ${selection}` }).click();
    await page.getByRole("option", { name: result, exact: true }).click();
  }
  await results.getByRole("button", { name: "Review settlement" }).click();
  const confirm = page.getByRole("dialog", { name: "Settle Match result?" });
  await expect(confirm).toContainText("open bets with a selection in this market (1 bet)");
  await expect(confirm).toContainText(`Northport ${stamp}: Won`);
  await expectNoSeriousAxeViolations(page);
  await shootAtBackofficeWidths(page, "sportsbook-settle");
  await confirm.getByRole("button", { name: "Settle 1 bet" }).click();
  await expect(page.getByRole("status")).toContainText("Match result is settled: 1 bet settled.");
  await expect(card).toContainText("Settled");
  await expect(card.getByRole("row").filter({ hasText: `Northport ${stamp}` })).toContainText("Won");
  // Paid at the price the bet was struck at (2.10), not the later 2.45: €40 + €21.
  await expect.poll(() => balanceOf(player, "EUR")).toBe(6100);
  await expect(card.getByRole("button", { name: "Resettle Match result" })).toBeVisible();

  // The player's tab, never reloaded: the bet has left the open bets, the balance is €61, and the
  // bell's item names the win and leads to the settled bets.
  await expect(playerPage.getByText("You have no open bets.")).toBeVisible();
  await expect(playerBanner.getByRole("link", { name: "Balance: €61.00" })).toBeVisible();
  await shootPlayerBell(playerPage, "sportsbook-player-bell");
  await playerBanner.getByRole("button", { name: /^Notifications: \d+ new$/ }).click();
  const item = playerBanner.getByRole("button", {
    name: new RegExp(`Northport ${stamp} v Eastvale ${stamp}.*Bet won: €21\\.00`),
  });
  await item.click();
  await expect(playerPage).toHaveURL(/\/sports\/bets\?status=settled$/);
  const settledBet = playerPage.getByRole("listitem").getByRole("article", { name: /^Bet \d+$/ });
  await expect(settledBet).toContainText("Won");
  await expect(settledBet).toContainText("€21.00");
  await playerPage.context().close();

  // Alerts and debts: a trader reads them; acknowledging and reconciling are compliance's.
  await menu.getByRole("link", { name: "Alerts and debts" }).click();
  await expect(page.getByRole("heading", { name: "Alerts and debts", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Player debts", level: 2 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Run reconciliation" })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await shootAtBackofficeWidths(page, "sportsbook-alerts");
});
