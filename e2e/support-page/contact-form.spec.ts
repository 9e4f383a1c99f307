import { expect, test } from "@playwright/test";
import { waitForMail } from "../support/mail.ts";

test("the contact form shows field errors, then sends the message by mail", async ({ page }) => {
  await page.goto("/support");
  const email = page.getByLabel("Email");
  const message = page.getByLabel("Message");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("MUST BE COMPLETED")).toHaveCount(2);

  await email.fill("player@");
  await email.blur();
  await expect(page.getByText("ENTER IN THE CORRECT FORMAT, LIKE NAME@EXAMPLE.COM")).toBeVisible();

  const stamp = `e2e-${Date.now()}`;
  await email.fill("player@example.com");
  await message.fill(`Where is my welcome bonus? ${stamp}`);
  await expect(page.getByText("MUST BE COMPLETED")).toHaveCount(0);
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Message was sent").first()).toBeVisible();

  const mail = await waitForMail("support@croupier.example", new RegExp(stamp));
  expect(mail.text).toContain("player@example.com");
  expect(mail.text).toContain(`Where is my welcome bonus? ${stamp}`);
});
