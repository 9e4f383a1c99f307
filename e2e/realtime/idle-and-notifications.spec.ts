import { expect, type Page, test } from "@playwright/test";
import { gotoHydrated } from "../support/page.ts";
import { depositByCard } from "../support/payments.ts";
import { signUpViaApi, uniqueEmail } from "../support/players.ts";

// The idle rules (120 s without activity: the call to action for a visitor, the first-deposit
// offer for a player with no deposit, which also opens on load) on Playwright's clock, and the
// notification centre filled live by the realtime server while the header balance follows.

const IDLE_MS = 120_000;

const apiHeaders = { Accept: "application/vnd.s.v1+json", "X-Requested-With": "XMLHttpRequest" };

/** Resolves once the tab's realtime connection has subscribed to the player's five channels. */
function subscribedToChannels(page: Page): Promise<void> {
  return page.waitForEvent("websocket").then(
    (socket) =>
      new Promise<void>((resolve) => {
        let replies = 0;
        socket.on("framereceived", ({ payload }) => {
          replies += String(payload).split('"subscribe":').length - 1;
          if (replies >= 5) resolve();
        });
      }),
  );
}

function balancePill(page: Page) {
  return page.locator("header").getByRole("link", { name: /^Balance:/ });
}

test.describe("idle call to action", () => {
  test("opens for a visitor after 120 s without activity, with sign-up and sign-in", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/");
    await page.clock.fastForward(IDLE_MS - 1000);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.clock.fastForward(1000);
    const dialog = page.getByRole("dialog", { name: "Get gift" });
    await expect(dialog).toContainText("20 free spins");
    await expect(dialog.getByRole("link", { name: "Sign up and get the gift" })).toBeVisible();
    await dialog.getByRole("link", { name: "I have an account: sign in" }).click();
    await expect(page.getByRole("dialog", { name: "Sign in" })).toBeVisible();
  });

  test("waits while sign-up is open, and never comes once someone signed in on this browser", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/?sign-up=modal");
    await page.clock.fastForward(IDLE_MS + 1000);
    await expect(page.getByRole("dialog", { name: "Sign up" })).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Get gift" })).toHaveCount(0);

    await page.evaluate(() => localStorage.setItem("everSignedIn", "1"));
    await gotoHydrated(page, "/");
    await page.clock.fastForward(IDLE_MS + 1000);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test("a fresh player gets the first-deposit offer on load, not again within 120 s, and again after 120 s idle", async ({
  page,
}) => {
  await page.clock.install();
  await signUpViaApi(page.request, uniqueEmail("first-deposit-offer"));
  await gotoHydrated(page, "/");
  const offer = page.getByRole("dialog", { name: "First deposit offer" });
  await expect(offer.getByRole("link", { name: "Deposit" })).toBeVisible();
  await offer.getByRole("button", { name: "Not now" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await gotoHydrated(page, "/games");
  await page.clock.fastForward(60_000);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.clock.fastForward(IDLE_MS - 60_000 + 1000);
  await expect(offer).toBeVisible();
});

test("a deposit through the sandbox gateway shows in the bell and the header balance at once, no reload", async ({
  page,
}) => {
  await signUpViaApi(page.request, uniqueEmail("realtime-deposit"));
  // The connection subscribes to the player's five channels; the deposit waits for all of them.
  const subscribed = subscribedToChannels(page);
  await gotoHydrated(page, "/");
  await page.getByRole("dialog", { name: "First deposit offer" }).getByRole("button", { name: "Not now" }).click();
  await expect(balancePill(page)).toHaveAccessibleName("Balance: €0.00");
  await subscribed;

  await depositByCard(page.request, "50");
  await expect(balancePill(page)).toHaveAccessibleName("Balance: €50.00");
  const bell = page.locator("header").getByRole("button", { name: /^Notifications: \d+ new$/ });
  await bell.click();
  const item = page.getByRole("button", { name: /Deposit €50\.00/ });
  await expect(item).toContainText("Successful · Credit card");
  await item.click();
  await expect(item).toHaveCount(0);
});

test("free spins won with a deposit arrive live, open from the bell with their countdown, activate and play in the slot", async ({
  page,
}) => {
  await signUpViaApi(page.request, uniqueEmail("realtime-freespins"));
  // Welcome bonus 74: 20 free spins on Lantern Tide with the first deposit.
  const chosen = await page.request.post("/api/player/groups", {
    headers: apiHeaders,
    data: { groups: { add: [74], remove: [73] } },
  });
  expect(chosen.ok(), await chosen.text()).toBe(true);
  const subscribed = subscribedToChannels(page);
  await gotoHydrated(page, "/");
  await page.getByRole("dialog", { name: "First deposit offer" }).getByRole("button", { name: "Not now" }).click();
  await subscribed;

  await depositByCard(page.request, "50");
  await page
    .locator("header")
    .getByRole("button", { name: /^Notifications: \d+ new$/ })
    .click();
  const item = page.getByRole("button", { name: /20 free spins/ });
  const countdown = item.getByRole("timer");
  await expect(countdown).toHaveText(/^Activate within 6 days \d\d:\d\d:\d\d$/);
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first ?? "");
  await item.click();

  const offer = page.getByRole("dialog", { name: "Free spins" });
  await expect(offer.getByRole("timer")).toContainText("Activate within");
  await offer.getByRole("button", { name: "Activate", exact: true }).click();
  await expect(page.getByText("Free spins activated")).toBeVisible();
  await offer.getByRole("link", { name: "Play" }).click();
  await expect(page).toHaveURL(/\/games\/croupier-studio\/lantern-tide\/\d+/);

  // The slot offers the activated spins in place of a paid spin, and one is played free: the
  // count moves and the real balance stays the deposit's €50.
  const freeSpin = page.frameLocator('iframe[title="Lantern Tide"]').getByRole("button", { name: "Free spin 1 of 20" });
  await freeSpin.click();
  await expect
    .poll(async () => {
      const spins = (await (await page.request.get("/api/player/freespins", { headers: apiHeaders })).json()) as Array<{
        freespins_performed: number | null;
      }>;
      return spins[0]?.freespins_performed;
    })
    .toBe(1);
  const accounts = (await (await page.request.get("/api/player/accounts", { headers: apiHeaders })).json()) as Array<{
    available_to_cashout_cents: number;
  }>;
  expect(accounts[0]?.available_to_cashout_cents).toBe(5000);
});
