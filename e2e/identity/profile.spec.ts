import { expect, test } from "@playwright/test";
import { gotoHydrated, openModal } from "../support/page.ts";
import { getPlayer, signUpViaApi, skipFirstDepositOffer, uniqueEmail } from "../support/players.ts";

test("personal details: invalid input is refused field by field, valid input is saved", async ({ page }) => {
  await skipFirstDepositOffer(page, await signUpViaApi(page.request, uniqueEmail("details")));
  const dialog = await openModal(page, "/?personal-info=modal", "Personal details");

  await dialog.getByLabel("First name").fill("");
  await dialog.getByLabel("Day").fill("31");
  await dialog.getByLabel("Month").fill("02");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("must be completed").first()).toBeVisible();
  // The day is clamped to the month's length.
  await expect(dialog.getByLabel("Day")).toHaveValue(/^(28|29)$/);

  await dialog.getByLabel("First name").fill("Alexandra");
  await dialog.getByLabel("Last name").fill("Moreau");
  await dialog.getByLabel("Day").fill("7");
  await dialog.getByLabel("Month").fill("3");
  await dialog.getByLabel("Year").fill("1990");
  await dialog.getByLabel("Country").selectOption("DE");
  await dialog.getByLabel("City").fill("Berlin");
  await dialog.getByLabel("Address").fill("Unter den Linden 1");
  await dialog.getByLabel("Postal code").fill("10117");
  const phone = dialog.getByLabel("Mobile phone");
  if (await phone.count()) await phone.fill("+491511234567");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Data saved successfully").first()).toBeVisible();

  const player = (await getPlayer(page.request)).body;
  expect(player).toMatchObject({
    first_name: "Alexandra",
    last_name: "Moreau",
    date_of_birth: "1990-03-07",
    country: "DE",
    city: "Berlin",
  });
});

test("a language change is saved to the player", async ({ page }) => {
  await skipFirstDepositOffer(page, await signUpViaApi(page.request, uniqueEmail("locale")));
  await gotoHydrated(page, "/promotions");
  await page.getByLabel("Language").first().selectOption("pt-BR");
  await expect(page).toHaveURL(/\/pt-BR\/promotions$/);
  await expect.poll(async () => (await getPlayer(page.request)).body?.language).toBe("pt-BR");
});

test("signed-out player calls answer 401", async ({ request }) => {
  expect((await getPlayer(request)).status).toBe(401);
});
