import { expect, test } from "@playwright/test";
import { gotoHydrated } from "../support/page.ts";
import { signUpViaApi, skipFirstDepositOffer, uniqueEmail } from "../support/players.ts";

// The smallest valid PNG (a 1×1 pixel): the platform recognises the type by these bytes.
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

test("a player uploads an identity document from the profile and sees it pending review", async ({ page }) => {
  await skipFirstDepositOffer(page, await signUpViaApi(page.request, uniqueEmail("kyc")));
  await gotoHydrated(page, "/profile");

  const section = page.getByRole("region", { name: "Documents" });
  await expect(section.getByText("No documents uploaded yet.")).toBeVisible();
  await section.getByLabel("Document type").selectOption("identity");
  await section.getByLabel("Description (optional)").fill("Passport, photo page");
  await section.getByLabel("File").setInputFiles({ name: "passport.png", mimeType: "image/png", buffer: TINY_PNG });
  await section.getByRole("button", { name: "Upload document" }).click();

  await expect(section.getByText("Document uploaded. We will review it soon.")).toBeVisible();
  const item = section.getByRole("list", { name: "Your documents" }).getByRole("listitem");
  await expect(item).toHaveCount(1);
  await expect(item).toContainText("Identity document");
  await expect(item).toContainText("Pending review");
  await expect(item).toContainText("passport.png");
  await expect(item.getByRole("button", { name: "Delete passport.png" })).toBeVisible();
});
