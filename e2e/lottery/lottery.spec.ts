import { expect, type Page, test } from "@playwright/test";
import { gotoHydrated } from "../support/page.ts";
import { depositReadyPlayer } from "../support/players.ts";

// The lottery from a player's side: switched on in the deposit dialog, a card deposit through the
// sandbox gateway (4242… approves), and the lottery page shows the tickets the deposit earned.

const apiHeaders = { Accept: "application/vnd.s.v1+json", "X-Requested-With": "XMLHttpRequest" };
const DEPOSIT_CENTS = 10_000;

interface ScaleRule {
  from_amount_cents: number;
  price_cents: number;
  active: boolean;
}
interface OpenLottery {
  id: number;
  title: string;
  currency: string;
  status: string;
  max_tickets_count_to_player: number | null;
  deposit_scale_rules: Record<string, ScaleRule[]>;
}

/** The tickets a deposit earns by the scale: the highest step it reaches, one ticket per its price. */
function ticketsFor(lottery: OpenLottery, cents: number): number {
  const steps = (lottery.deposit_scale_rules[lottery.currency] ?? [])
    .filter((rule) => rule.active && rule.price_cents > 0 && cents >= rule.from_amount_cents)
    .sort((a, b) => b.from_amount_cents - a.from_amount_cents);
  const step = steps[0];
  const count = step ? Math.floor(cents / step.price_cents) : 0;
  return lottery.max_tickets_count_to_player == null ? count : Math.min(count, lottery.max_tickets_count_to_player);
}

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

test("a player switches the lottery on, deposits by card and sees the new tickets on the lottery page", async ({
  page,
}) => {
  const lotteries = (await (await page.request.get("/api/lotteries", { headers: apiHeaders })).json()) as OpenLottery[];
  const lottery = lotteries.find((item) => item.currency === "EUR" && item.status === "started");
  expect(lottery, "the demo data has an open EUR lottery").toBeDefined();
  if (!lottery) return;
  const expected = ticketsFor(lottery, DEPOSIT_CENTS);
  expect(expected).toBeGreaterThan(0);

  await depositReadyPlayer(page, "lottery");
  await gotoHydrated(page, "/lottery");
  const card = page.getByRole("article", { name: lottery.title });
  await expect(card.getByRole("timer")).toContainText("Draw in");
  const mine = card.getByRole("region", { name: "Your tickets" });
  await expect(mine.getByText("You have no tickets in this draw yet.")).toBeVisible();

  // The page's Deposit button opens the deposit dialog, where the lottery is switched on.
  await mine.getByRole("link", { name: "Deposit" }).click();
  const amount = page.getByRole("dialog", { name: "Deposit" });
  await amount.locator("[data-hydrated]").waitFor({ state: "attached" });
  const lotterySwitch = amount.getByRole("switch", { name: "Lottery" });
  await expect(lotterySwitch).toHaveAttribute("aria-checked", "false");
  await lotterySwitch.click();
  await expect(toast(page, "Participation successfully confirmed")).toBeVisible();
  await expect(lotterySwitch).toHaveAttribute("aria-checked", "true");

  await amount.getByRole("button", { name: "€100", exact: true }).click();
  await expect(amount.getByRole("button", { name: "€100", exact: true })).toHaveAttribute("aria-pressed", "true");
  await amount.getByRole("button", { name: "Continue" }).click();
  await page
    .getByRole("dialog", { name: "Payment method" })
    .getByRole("button", { name: /Credit card/ })
    .click();
  const details = page.getByRole("dialog", { name: "Payment details" });
  await details.getByLabel("Card number").pressSequentially("4242424242424242");
  await expect(details.getByLabel("Card number")).toHaveValue("4242 4242 4242 4242");
  await details.getByLabel("Cardholder name").fill("Alexandra Moreau");
  await details.getByLabel("Expiry month").selectOption("12");
  await details.getByLabel("Expiry year").selectOption(String(new Date().getFullYear() + 2));
  await details.getByLabel("CVV").fill("123");
  await details.getByRole("button", { name: /^Pay / }).click();
  await expect(toast(page, "Deposit successful")).toBeVisible();

  // Back on the lottery page, the deposit's tickets are there.
  await gotoHydrated(page, "/lottery");
  const tickets = page.getByRole("article", { name: lottery.title }).getByRole("region", { name: "Your tickets" });
  const held = expected === 1 ? "You hold 1 ticket in this draw." : `You hold ${expected} tickets in this draw.`;
  await expect(tickets.getByText(held)).toBeVisible();
  await expect(tickets.getByRole("listitem")).toHaveCount(expected);
  await expect(tickets.getByRole("listitem").first()).toHaveText(/^\d+$/);
});
