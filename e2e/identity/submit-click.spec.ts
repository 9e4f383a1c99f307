import { expect, test } from "@playwright/test";
import { gotoHydrated } from "../support/page.ts";

// A field's errors appear when it loses focus. Leaving it by pressing the submit
// button used to show them between press and release, pushing the button down, so the release
// landed beside it and the form never answered. Errors now wait for the press to end.

test("a press on Change password straight from an invalid field submits the form", async ({ page }) => {
  await gotoHydrated(page, "/users/password/edit?reset_password_token=any");
  await page.getByLabel("New password", { exact: true }).fill("short");
  const submit = page.getByRole("button", { name: "Change password" });
  const box = await submit.boundingBox();
  if (!box) throw new Error("no submit button");
  // A person's press lasts a moment: long enough for the page to render in between.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(250);
  await page.mouse.up();
  // The submit ran: every field is judged, the empty confirmation included.
  await expect(page.getByText("is too short (minimum is 8 characters)")).toBeVisible();
  await expect(page.getByText("must be completed")).toBeVisible();
});
