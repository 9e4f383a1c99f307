import { mkdirSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { allowedGames } from "../games/play-support.ts";
import { gotoHydrated } from "../support/page.ts";
import { depositByCard } from "../support/payments.ts";
import { signUpViaApi, skipFirstDepositOffer, uniqueEmail } from "../support/players.ts";

// A player joins a running tournament that asks for confirmation, plays real-money spins in one of
// its studio games, and sees their own row appear on the leaderboard, highlighted, without a reload:
// the scoring job ranks the rounds and publishes the first places on the tournament's channel.

const apiHeaders = { Accept: "application/vnd.s.v1+json", "X-Requested-With": "XMLHttpRequest" };

/** Set to a folder to also save screenshots of the list and the page (phone and desktop, en and es). */
const shots = process.env.TOURNAMENT_SHOTS;

async function saveShots(page: Page, name: string, url: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  // The cookie notice, accepted once as a player would, stays off the pictures.
  await page.context().addCookies([{ name: "cookie_notice", value: "1", url: page.url() }]);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await gotoHydrated(page, url);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
}

interface TournamentView {
  id: number;
  title: string;
  status: string;
  user_confirmation_required: boolean;
  min_bet_cents: number;
  games: { identifier: string; title: string; path: string }[];
}

test("a player confirms, plays a tournament's game and climbs the live leaderboard", async ({ page }) => {
  const player = await signUpViaApi(page.request, uniqueEmail("tournament"));
  await skipFirstDepositOffer(page, player);
  await depositByCard(page.request, "100");

  const listed = await page.request.get("/api/tournaments", { headers: apiHeaders });
  expect(listed.ok()).toBe(true);
  const running = ((await listed.json()) as TournamentView[]).filter((item) => item.status === "started");
  // The demo's running tournament that asks players to confirm (any running one would do otherwise).
  const tournament = running.find((item) => item.user_confirmation_required) ?? running[0];
  if (!tournament) throw new Error("no running tournament");
  const games = await allowedGames(page.request);
  const game = tournament.games.find((item) => games[item.identifier]?.real.EUR);
  if (!game) throw new Error("no EUR game in the tournament");

  await gotoHydrated(page, "/tournaments");
  await page.getByRole("link", { name: tournament.title }).click();
  await expect(page.getByRole("heading", { level: 1, name: tournament.title })).toBeVisible();
  await expect(page.getByRole("timer")).toBeVisible();
  await expect(page.getByText("Ends in")).toBeVisible();
  // The tournament's games are playable from the page.
  await expect(page.getByRole("link", { name: new RegExp(game.title) })).toHaveAttribute("href", game.path);

  if (tournament.user_confirmation_required) {
    await page.getByRole("button", { name: "Confirm participation" }).click();
    await expect(page.getByText("Participation successfully confirmed")).toBeVisible();
    await expect(page.getByText("Participation confirmed")).toBeVisible();
  }
  // Whatever follows must reach the page live: a reload would clear this mark.
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });

  const launch = await page.request.get(`/api/games/${games[game.identifier]?.real.EUR?.id}/play?device=desktop`, {
    headers: apiHeaders,
  });
  expect(launch.ok()).toBe(true);
  const token = new URL(((await launch.json()) as { url: string }).url, "http://x").searchParams.get("token") as string;
  // Every strategy ranks a player once a round scores something; the best-multiplier one needs a win,
  // so spin (at the tournament's minimum bet or more) until one round wins.
  const bet = Math.max(100, tournament.min_bet_cents);
  let won = false;
  for (let spin = 0; spin < 60 && !won; spin += 1) {
    const play = await page.request.post("/api/studio/play", {
      headers: { ...apiHeaders, "x-studio-token": token },
      data: { action: { type: "spin", bet } },
    });
    expect(play.ok()).toBe(true);
    won = ((await play.json()) as { win: number }).win > 0;
  }
  expect(won).toBe(true);

  // The player's row: in the first places, or under them.
  const own = page.locator("tr[aria-current=true]");
  await expect(own).toBeVisible({ timeout: 30_000 });
  await expect(own).toContainText("You");
  await expect(page.getByText(/^Your place: \d+$/)).toBeAttached();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  await saveShots(page, "list-en", "/tournaments");
  await saveShots(page, "page-en", `/tournaments/${tournament.id}`);
  await saveShots(page, "list-es", "/es/tournaments");
  await saveShots(page, "page-es", `/es/tournaments/${tournament.id}`);
});
