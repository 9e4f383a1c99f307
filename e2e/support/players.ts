import type { APIRequestContext, Page } from "@playwright/test";

export const STRONG_PASSWORD = "Croupier-2026!";

let counter = 0;
/** A fresh address for each test, so tests never share a player. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now()}-${process.pid}-${counter}@players.example`;
}

const apiHeaders = { Accept: "application/vnd.s.v1+json", "X-Requested-With": "XMLHttpRequest" };

/** Signs a player up through the API (fixtures seed through the API, not by clicking). */
export async function signUpViaApi(request: APIRequestContext, email: string, password = STRONG_PASSWORD) {
  const response = await request.post("/api/users", {
    headers: apiHeaders,
    data: {
      user: {
        email,
        password,
        password_confirmation: password,
        currency: "EUR",
        receive_promos: false,
        age_acceptance: true,
        terms_acceptance: true,
        groups: [],
      },
    },
  });
  if (response.status() !== 201) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as { id: number; email: string };
}

/** Fills the deposit context's required profile fields, so Deposit opens the deposit itself. */
export async function completeDepositProfile(request: APIRequestContext): Promise<void> {
  const response = await request.patch("/api/player", {
    headers: apiHeaders,
    data: {
      context: "edition",
      player: {
        first_name: "Alexandra",
        last_name: "Moreau",
        date_of_birth: "1990-03-07",
        country: "DE",
        city: "Berlin",
        address: "Unter den Linden 1",
        postal_code: "10117",
      },
    },
  });
  if (response.status() !== 200) throw new Error(`profile: ${response.status()} ${await response.text()}`);
}

/** A signed-in EUR player ready to deposit: the profile complete, the first-deposit offer closed. */
export async function depositReadyPlayer(page: Page, label: string): Promise<void> {
  await skipFirstDepositOffer(page, await signUpViaApi(page.request, uniqueEmail(label)));
  await completeDepositProfile(page.request);
}

export async function getPlayer(request: APIRequestContext) {
  const response = await request.get("/api/player", { headers: apiHeaders });
  return {
    status: response.status(),
    body: response.ok() ? ((await response.json()) as Record<string, unknown>) : null,
  };
}

export async function signOutViaApi(request: APIRequestContext) {
  await request.delete("/api/users/sign_out", { headers: apiHeaders });
}

/**
 * A new player has no deposit, so the first-deposit offer opens over the first page they load
 * (spec point 4). Tests about something else mark it as just closed, as the player would have:
 * the offer's own tests (e2e/realtime/) do not.
 */
export async function skipFirstDepositOffer(page: Page, player: { id: number }): Promise<void> {
  await page.addInitScript((id) => {
    localStorage.setItem("firstDepositClosedAt", `${id}_${Date.now()}`);
  }, player.id);
}

/**
 * For tests whose player signs up in the page (no id to mark the offer closed with): whenever the
 * first-deposit offer covers the page, it is closed with "Not now", as a player busy elsewhere would.
 */
export async function dismissFirstDepositOffer(page: Page): Promise<void> {
  const offer = page.getByRole("dialog", { name: "First deposit offer" });
  await page.addLocatorHandler(offer, async () => {
    // The offer can also go by itself (the deposit modal the test opened replaces it) between
    // being seen and the click: then there is nothing left to close.
    await Promise.race([
      offer
        .getByRole("button", { name: "Not now" })
        .click()
        .catch(() => undefined),
      offer.waitFor({ state: "hidden" }),
    ]);
  });
  // A player signing up in the page is next shown the welcome (the responsible-gambling tools).
  await dismissWelcome(page);
}

/**
 * Sign-up in the page opens the welcome modal (the responsible-gambling tools, once per player);
 * tests of something else press its Continue, as a player would, which goes on to any deposit the
 * sign-up was heading for.
 */
export async function dismissWelcome(page: Page): Promise<void> {
  const welcome = page.getByRole("dialog", { name: "Welcome" });
  await page.addLocatorHandler(welcome, async () => {
    await welcome.getByRole("button", { name: "Continue" }).click();
  });
}

/**
 * A signed-out page left alone for 120 s gets the idle call to action ("Get gift", spec point 4);
 * long tests of something else (a slow run of many sign-ins) close it with Escape.
 */
export async function dismissIdleCallToAction(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByRole("dialog", { name: "Get gift" }), async () => {
    await page.keyboard.press("Escape");
  });
}
