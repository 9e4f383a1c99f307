import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { gotoHydrated } from "../support/page.ts";
import { depositByCard } from "../support/payments.ts";
import { dismissIdleCallToAction, signUpViaApi, skipFirstDepositOffer, uniqueEmail } from "../support/players.ts";

test("the account statement is filtered by type and exported as CSV, with net deposits and their period", async ({
  page,
}) => {
  await skipFirstDepositOffer(page, await signUpViaApi(page.request, uniqueEmail("statement")));
  await dismissIdleCallToAction(page);
  await depositByCard(page.request, "50");
  await depositByCard(page.request, "20");

  await gotoHydrated(page, "/profile/history");
  await expect(page.getByRole("heading", { level: 1, name: "Account history" })).toBeVisible();
  const statementTab = page.getByRole("tab", { name: "Statement" });
  await page.getByRole("tab", { name: "Games" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(statementTab).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL(/\?tab=statement$/);

  const net = page.getByRole("region", { name: "Net deposits" });
  await expect(net.getByText(/since you registered on .+, up to now\./)).toBeVisible();
  await expect(net.getByText("+€70.00")).toBeVisible();

  await page.getByLabel("Type").selectOption({ label: "Deposit" });
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/kind=deposit/);
  const table = page.getByRole("table", { name: "Your account movements, newest first" });
  await expect(table.getByRole("row")).toHaveCount(3);
  await expect(table.getByRole("row").nth(1)).toContainText("+€20.00");
  await expect(table.getByRole("row").nth(2)).toContainText("+€50.00");

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^statement-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = (await readFile((await download.path()) as string, "utf8")).trim().split("\r\n");
  expect(rows[0]).toBe(
    "date,kind,wallet,amount_cents,currency,balance_after_cents,game,round,transaction,payment_id,bonus_id,source,id",
  );
  expect(rows).toHaveLength(3);
  expect(rows[1]?.split(",").slice(1, 6)).toEqual(["deposit", "cash", "2000", "EUR", "7000"]);
});
