import { mkdirSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { studioGame } from "../games/play-support.ts";
import { gotoHydrated, openModal } from "../support/page.ts";
import { depositByCard } from "../support/payments.ts";
import { signUpViaApi, uniqueEmail } from "../support/players.ts";

// The VIP level modal and page for a player whose comp points come from real bets: twelve €10
// dice rolls (€120 wagered, 1 CP per €20) earn 6 CP, which the accrual job awards within seconds.

const apiHeaders = { Accept: "application/vnd.s.v1+json", "X-Requested-With": "XMLHttpRequest" };
/** Set to a folder to also save screenshots of the modal and page (phone and desktop, en and ru). */
const shots = process.env.LOYALTY_SHOTS;

async function saveShots(page: Page, name: string, url: string, ready: (page: Page) => Promise<void>) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  for (const [label, width] of [
    ["390", 390],
    ["1280", 1280],
  ] as const) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await gotoHydrated(page, url);
    await ready(page);
    await page.screenshot({ path: `${shots}/${name}-${label}.png`, fullPage: name.includes("page") });
  }
}

test("the VIP modal shows the level and progress that the player's bets earned", async ({ page }) => {
  await signUpViaApi(page.request, uniqueEmail("vip"));
  await depositByCard(page.request, "200");
  const dice = await studioGame(page.request, "dice");
  const launch = await page.request.get(`/api/games/${dice.eurId}/play?device=desktop`, { headers: apiHeaders });
  expect(launch.ok()).toBe(true);
  const token = new URL(((await launch.json()) as { url: string }).url, "http://x").searchParams.get("token") as string;
  for (let roll = 0; roll < 12; roll += 1) {
    const play = await page.request.post("/api/studio/play", {
      headers: { ...apiHeaders, "x-studio-token": token },
      data: { action: { type: "roll", bet: 1_000, direction: "under", target: 9_500 } },
    });
    expect(play.ok()).toBe(true);
  }
  await expect
    .poll(
      async () => {
        const response = await page.request.get("/api/player/comp_points", { headers: apiHeaders });
        return ((await response.json()) as { persistent: { points: number } }).persistent.points;
      },
      { timeout: 30_000 },
    )
    .toBe(6);

  const dialog = await openModal(page, "/?player-status=modal", "VIP level");
  await expect(dialog.getByRole("heading", { name: "Your level: Begin" })).toBeVisible();
  // Begin: points over the Newbie minimum, 6 / 100.
  await expect(dialog.getByRole("progressbar", { name: "Progress to the next level" })).toHaveAttribute(
    "aria-valuenow",
    "6",
  );
  await expect(dialog).toContainText("94 CP to Newbie");
  await dialog.getByText("Levels and benefits").click();
  await expect(dialog.getByRole("heading", { name: "Chosen One" })).toBeVisible();

  await gotoHydrated(page, "/ru/vip");
  await expect(page.getByRole("heading", { name: "Ваш уровень: Начало" })).toBeVisible();
  await page.getByLabel("Баллы для обмена").fill("5");
  await page.getByRole("button", { name: "Обменять" }).click();
  await expect(page.getByText("минимум для обмена: 100")).toBeVisible();

  const modalReady = async (p: Page) => {
    await p.getByRole("progressbar").waitFor();
  };
  await saveShots(page, "modal-en", "/?player-status=modal", modalReady);
  await saveShots(page, "modal-ru", "/ru?player-status=modal", modalReady);
  await saveShots(page, "page-en", "/vip", modalReady);
  await saveShots(page, "page-ru", "/ru/vip", modalReady);
});
