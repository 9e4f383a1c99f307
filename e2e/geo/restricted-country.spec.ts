import { expect, test } from "@playwright/test";
import { STRONG_PASSWORD, uniqueEmail } from "../support/players.ts";

// 8.8.8.8 is a United States address in the GeoIP data; the demo restricts the US (country_restricted).
const fromTheUnitedStates = { "X-Forwarded-For": "8.8.8.8" };

test.describe("a visitor from a restricted country", () => {
  test.use({ extraHTTPHeaders: fromTheUnitedStates });

  test("sees the unavailable page, while the legal pages stay readable", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(451);
    await expect(page.getByText("This service is not available in your region.")).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign up" })).toHaveCount(0);

    const privacy = await page.goto("/privacy-policy");
    expect(privacy?.status()).toBe(200);
  });

  test("cannot register", async ({ request }) => {
    const current = await (await request.get("/api/current_ip")).json();
    expect(current).toMatchObject({ ip: "8.8.8.8", country_code: "US", default_currency: "USD" });
    const response = await request.post("/api/users", {
      headers: { "X-Requested-With": "XMLHttpRequest" },
      data: {
        user: {
          email: uniqueEmail("restricted"),
          password: STRONG_PASSWORD,
          password_confirmation: STRONG_PASSWORD,
          currency: "USD",
          receive_promos: false,
          age_acceptance: true,
          terms_acceptance: true,
          groups: [],
        },
      },
    });
    expect(response.status()).toBe(422);
    expect(await response.json()).toEqual({
      errors: { base: ["Unfortunately registration appears to be restricted for your country."] },
    });
  });
});

test("a visitor from an open country sees the site", async ({ page }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": "81.2.69.160" });
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign up" })).toBeVisible();
});
