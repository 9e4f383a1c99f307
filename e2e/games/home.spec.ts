import { expect, test } from "@playwright/test";
import { gotoHydrated, openModal } from "../support/page.ts";
import { depositByCard } from "../support/payments.ts";
import { signUpViaApi, skipFirstDepositOffer, uniqueEmail } from "../support/players.ts";
import { studioGame } from "./play-support.ts";

// The home page's game rows and winners, rendered by the home loader from the catalog and from
// real settled rounds.

const apiHeaders = { Accept: "application/vnd.s.v1+json", "X-Requested-With": "XMLHttpRequest" };

test("the home page shows rows of games, each leading to its lobby filter", async ({ page }) => {
  await gotoHydrated(page, "/");
  for (const [name, filter] of [
    ["Popular", "popularity"],
    ["New", "novelty"],
    ["Slots", "slots"],
  ] as const) {
    const row = page.getByRole("region", { name, exact: true });
    await expect(row.getByRole("link", { name: "See all" })).toHaveAttribute("href", `/games/${filter}`);
    const games = row.locator('a[href^="/games/"][href*="/"]').filter({ hasNot: page.getByText("See all") });
    expect(await games.count()).toBeGreaterThanOrEqual(8);
  }
  // Playable studio games lead the popular row.
  const popular = page.getByRole("region", { name: "Popular", exact: true });
  await expect(popular.locator('a[href^="/games/croupier-studio/"]').first()).toBeVisible();
  const art = popular.getByRole("img").first();
  await expect
    .poll(() => art.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 20_000 })
    .toBeGreaterThan(0);
});

test("a real-money win shows among the latest winners, without the player's e-mail", async ({ page }) => {
  const email = uniqueEmail("winner");
  await skipFirstDepositOffer(page, await signUpViaApi(page.request, email));
  await depositByCard(page.request, "20");
  const dice = await studioGame(page.request, "dice");
  const launch = await page.request.get(`/api/games/${dice.eurId}/play?device=desktop`, { headers: apiHeaders });
  expect(launch.ok()).toBe(true);
  const token = new URL(((await launch.json()) as { url: string }).url, "http://x").searchParams.get("token") as string;

  // A 95 % roll under 95.00 wins almost always; roll until one does (each is a real ledger move).
  let won = false;
  for (let attempt = 0; attempt < 10 && !won; attempt += 1) {
    const play = await page.request.post("/api/studio/play", {
      headers: { ...apiHeaders, "x-studio-token": token },
      data: { action: { type: "roll", bet: 100, direction: "under", target: 9_500 } },
    });
    expect(play.ok()).toBe(true);
    won = ((await play.json()) as { win: number }).win > 0;
  }
  expect(won).toBe(true);

  await gotoHydrated(page, "/");
  const latest = page.getByRole("region", { name: "Latest winners" });
  await expect(latest.getByRole("link", { name: dice.title }).first()).toBeVisible();
  await expect(latest).not.toContainText(email);
  await expect(latest).toContainText(`${email.slice(0, 2)}***`);
});

// Signed-in players were once still asked to sign up on the home page.
test("a signed-in player is offered a deposit, never a sign-up, on the home page", async ({ page }) => {
  await gotoHydrated(page, "/");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Sign up" }).first()).toBeAttached();

  await skipFirstDepositOffer(page, await signUpViaApi(page.request, uniqueEmail("home-cta")));
  await gotoHydrated(page, "/");
  await expect(page.getByRole("banner").getByRole("link", { name: "Deposit" }).first()).toBeVisible();
  await expect(main.getByRole("link", { name: "Deposit" }).first()).toBeAttached();
  await expect(main.getByRole("link", { name: "Sign up" })).toHaveCount(0);
  await expect(main.getByRole("link", { name: /Get gift/ })).toHaveCount(0);
});

// Tiles of games nobody can play (whole rows such as live) once looked playable.
test("tiles of games that cannot be played say Unavailable and offer no Play or Demo", async ({ page }) => {
  await gotoHydrated(page, "/");
  const live = page.getByRole("region", { name: "Live casino", exact: true });
  const tiles = live.getByRole("article");
  await expect(tiles.first()).toBeVisible();
  const first = tiles.first();
  await expect(first.getByText("Unavailable", { exact: true })).toBeVisible();
  await expect(first.getByRole("link", { name: /^Play / })).toHaveCount(0);
  await expect(first.getByRole("link", { name: /^Demo / })).toHaveCount(0);
  await expect(first.getByRole("link", { name: /: unavailable$/ })).toHaveCount(1);
  // Playable studio games keep Play, with no such label.
  const popular = page.getByRole("region", { name: "Popular", exact: true });
  const studioTile = popular.getByRole("article").first();
  await expect(studioTile.getByRole("link", { name: /^Play / })).toHaveCount(1);
  await expect(studioTile.getByText("Unavailable", { exact: true })).toHaveCount(0);
});

test("the hero carousel's engine is not part of the first load; its arrows work all the same", async ({ page }) => {
  const engineRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("embla")) engineRequests.push(request.url());
  });
  await gotoHydrated(page, "/");
  const hero = page.getByRole("region", { name: "Featured offers" });
  await expect(hero.getByText(/^Slide 1 of \d+$/)).toBeAttached();
  // Its first autoplay step is seconds away and nobody touched it: no engine yet.
  expect(engineRequests).toEqual([]);
  await hero.getByRole("button", { name: "Next slide" }).click();
  await expect(hero.getByText(/^Slide 2 of \d+$/)).toBeAttached();
  expect(engineRequests.length).toBeGreaterThan(0);
});

test("a page opened under a modal hydrates its game rows once the modal closes", async ({ page }) => {
  const rowRequests: string[] = [];
  page.on("request", (request) => {
    if (/\/home-games-[^/]*\.js$/.test(request.url())) rowRequests.push(request.url());
  });
  const dialog = await openModal(page, "/?sign-in=modal", "Sign in");
  await page.waitForLoadState("networkidle");
  // The rows stand in the server's HTML behind the dialog; their code waits.
  await expect(page.getByRole("button", { name: /^Favourite: / }).first()).toBeAttached();
  expect(rowRequests).toEqual([]);

  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => rowRequests.length).toBeGreaterThan(0);
  // Hydrated: a signed-out press on a star opens the sign-in modal again.
  await page
    .getByRole("button", { name: /^Favourite: / })
    .first()
    .click();
  await expect(page.getByRole("dialog", { name: "Sign in" })).toBeVisible();
});
