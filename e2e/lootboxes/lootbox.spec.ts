import { createHash } from "node:crypto";
import { mkdirSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { studioGame } from "../games/play-support.ts";
import { gotoHydrated } from "../support/page.ts";
import { depositByCard } from "../support/payments.ts";
import { signUpViaApi, uniqueEmail } from "../support/players.ts";

// A loot box earned by playing: the player's page is open, real-money dice rolls (€2,100 wagered,
// 1 CP per €20) bring 105 CP, the accrual job raises the player to Newbie, and the level's box
// appears on the page live. The player opens it with their own seed, sees the prize and the
// revealed seed, and checks the draw.

const apiHeaders = { Accept: "application/vnd.s.v1+json", "X-Requested-With": "XMLHttpRequest" };
/** Set to a folder to also save screenshots of the page (phone and desktop, en and es; issued and opened). */
const shots = process.env.LOOTBOX_SHOTS;

async function saveShots(page: Page, stage: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  const cookies = page.getByRole("button", { name: "Accept" });
  if (await cookies.isVisible()) await cookies.click();
  for (const locale of ["en", "es"]) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await gotoHydrated(page, locale === "en" ? "/profile/lootboxes" : `/${locale}/profile/lootboxes`);
      await page.locator("article.lootbox").first().waitFor();
      await page.screenshot({ path: `${shots}/${stage}-${locale}-${width}.png`, fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoHydrated(page, "/profile/lootboxes");
}

test("a player reaches Newbie, finds the level's loot box live, opens it and verifies the draw", async ({ page }) => {
  await signUpViaApi(page.request, uniqueEmail("lootbox"));
  await depositByCard(page.request, "1000");

  await gotoHydrated(page, "/profile/lootboxes");
  await expect(page.getByRole("heading", { name: "My loot boxes" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Reach the next VIP level" })).toHaveAttribute("href", "/vip");

  const dice = await studioGame(page.request, "dice");
  const launch = await page.request.get(`/api/games/${dice.eurId}/play?device=desktop`, { headers: apiHeaders });
  expect(launch.ok()).toBe(true);
  const token = new URL(((await launch.json()) as { url: string }).url, "http://x").searchParams.get("token") as string;
  for (let roll = 0; roll < 21; roll += 1) {
    const play = await page.request.post("/api/studio/play", {
      headers: { ...apiHeaders, "x-studio-token": token },
      data: { action: { type: "roll", bet: 10_000, direction: "under", target: 9_500 } },
    });
    expect(play.ok()).toBe(true);
  }

  // The level-up's event brings the box onto the open page: no reload.
  const box = page.getByRole("article", { name: "VIP level-up loot box" });
  await expect(box).toBeVisible({ timeout: 30_000 });
  await expect(box.getByText("Ready to open")).toBeVisible();
  const prizes = box.getByRole("list", { name: "Prizes and chances" }).getByRole("listitem");
  await expect(prizes).toHaveCount(6);
  await expect(prizes.first()).toContainText("35%");
  await expect(prizes.last()).toContainText("5%");
  await expect(prizes.last()).toContainText("10 free spins");
  // The commitment is shown before opening; the seed itself is not.
  const commitment = (await box.locator(".lootbox-fair__facts code").first().textContent()) ?? "";
  expect(commitment).toMatch(/^[0-9a-f]{64}$/);
  await expect(box.getByText("Server seed (revealed)")).toHaveCount(0);

  const seed = box.getByRole("textbox", { name: "Your seed" });
  await expect(seed).toHaveValue(/^[0-9a-f]{16}$/);
  await saveShots(page, "issued");

  await seed.fill("e2e-lucky-seed");
  await box.getByRole("button", { name: "Open the box" }).click();
  const result = box.getByText(/You won:/);
  await expect(result).toBeVisible();
  await expect(result).toHaveAttribute("aria-live", "polite");
  await expect(result).toBeFocused();
  await expect(box.locator(".lootbox-prize--won")).toHaveCount(1);
  await expect(box.getByText("e2e-lucky-seed")).toBeVisible();
  const revealed = (await box.locator(".lootbox-fair__facts code").nth(1).textContent()) ?? "";
  // The revealed seed is the one committed to before opening.
  expect(createHash("sha256").update(revealed, "ascii").digest("hex")).toBe(commitment);

  await box.getByRole("button", { name: "Verify" }).click();
  await expect(box.getByText("The revealed seed's SHA-256 matches the commitment.")).toBeVisible();
  await expect(box.getByText(/The draw lands on prize \d: the one you won\./)).toBeVisible();

  // The opened box stays, as history, after a reload.
  await gotoHydrated(page, "/profile/lootboxes");
  const history = page.getByRole("list", { name: "History" });
  await expect(history.getByRole("article", { name: "VIP level-up loot box" })).toContainText("Opened");
  await saveShots(page, "opened");
});
