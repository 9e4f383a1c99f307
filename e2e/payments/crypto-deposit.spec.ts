import { expect, test } from "@playwright/test";
import { gotoHydrated, openModal } from "../support/page.ts";
import { addAccount, balanceOf, waitForCredit } from "../support/payments.ts";
import { signUpViaApi, uniqueEmail } from "../support/players.ts";

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

test("a crypto deposit: amount, address with QR and copy, a sandbox transfer credits it; feedback, then the offer", async ({
  page,
}) => {
  await signUpViaApi(page.request, uniqueEmail("crypto"));
  await addAccount(page.request, "BTC");

  const amountStep = await openModal(page, "/?crypto-deposit=modal", "Crypto deposit");
  await expect(amountStep.getByRole("radio", { name: /BTC/ })).toBeChecked();
  const amount = amountStep.getByLabel("Amount, BTC");
  // The default amount, and the minimum in micro-BTC.
  await expect(amount).toHaveValue("0.001");
  await expect(amountStep.getByText("Minimum deposit: 200 micro-BTC (0.0002 BTC)")).toBeVisible();
  await amount.fill("0.0001");
  await amount.blur();
  await expect(amountStep.getByText("Value must be greater than or equal to 0.0002")).toBeVisible();
  await amount.fill("0.001");
  await amountStep.getByRole("button", { name: "Continue" }).click();

  const addressStep = page.getByRole("dialog", { name: "Deposit address" });
  const addressBox = addressStep.getByRole("textbox", { name: "Your BTC deposit address" });
  await expect(addressBox).not.toHaveValue("");
  const address = await addressBox.inputValue();
  await expect(addressStep.getByRole("img", { name: "QR code of your BTC deposit address" })).toBeVisible();
  await expect(addressStep.getByText("0.001", { exact: false }).first()).toBeVisible();
  const sandboxLink = addressStep.getByRole("link", { name: "Send a test transfer (sandbox)" });
  await expect(sandboxLink).toHaveAttribute(
    "href",
    `/sandbox-gateway/crypto?currency=BTC&address=${encodeURIComponent(address)}`,
  );
  await addressStep.getByRole("button", { name: "Copy address" }).click();
  await expect(page.getByText("Address copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

  // Back to the amount and forward again: the buffer keeps the amount.
  await addressStep.getByRole("button", { name: "Back" }).click();
  const backAgain = page.getByRole("dialog", { name: "Crypto deposit" });
  await expect(backAgain.getByLabel("Amount, BTC")).toHaveValue("0.001");
  await backAgain.getByRole("button", { name: "Continue" }).click();
  await expect(
    page.getByRole("dialog", { name: "Deposit address" }).getByRole("textbox", { name: "Your BTC deposit address" }),
  ).toHaveValue(address);

  // The sandbox chain's page (the player's own wallet, signed in): over the cap it says so; then
  // the coins go out, confirmed at once.
  const before = await balanceOf(page.request, "BTC");
  const [wallet] = await Promise.all([page.waitForEvent("popup"), sandboxLink.click()]);
  await expect(wallet.getByRole("heading", { name: "Send BTC" })).toBeVisible();
  await expect(wallet.getByText("At most 1 BTC a transfer and 3 BTC a day.")).toBeVisible();
  const walletAmount = wallet.getByLabel("Amount (BTC)");
  await expect(walletAmount).toHaveValue("0.001");
  await walletAmount.fill("2");
  await wallet.getByRole("button", { name: "Send" }).click();
  await expect(wallet.getByRole("alert")).toHaveText("Value must be less than or equal to 1");
  await wallet.getByLabel("Amount (BTC)").fill("0.001");
  await wallet.getByRole("button", { name: "Send" }).click();
  await expect(wallet.getByRole("heading", { name: "Transfer sent" })).toBeVisible();
  await expect(wallet.getByText("2 of 2 required")).toBeVisible();
  await wallet.close();
  expect(await waitForCredit(page.request, "BTC", before)).toBe(before + 100_000);

  await page.getByRole("dialog", { name: "Deposit address" }).getByRole("button", { name: "Done" }).click();
  const feedback = page.getByRole("dialog", { name: "How was your deposit?" });
  await feedback.getByRole("radio", { name: "4 out of 5" }).check();
  await feedback.getByLabel("Comment").fill("Quick and clear.");
  await feedback.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Message was sent")).toBeVisible();

  // The flow closed and the player has deposited: the first-deposit offer shows.
  const offer = page.getByRole("dialog", { name: "First deposit offer" });
  await expect(offer.getByRole("link", { name: "Deposit" })).toBeVisible();
  await offer.getByRole("button", { name: "Not now" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("firstDepositClosedAt"))).toMatch(/^\d+_\d+$/);

  await gotoHydrated(page, "/");
  await expect(page.locator("header").getByRole("link", { name: /^Balance:/ })).toHaveAccessibleName(
    "Balance: 0.001 ₿",
  );
});

test("a player without a crypto wallet is sent to add one", async ({ page }) => {
  await signUpViaApi(page.request, uniqueEmail("crypto-none"));
  const dialog = await openModal(page, "/?crypto-deposit=modal", "Crypto deposit");
  await expect(dialog.getByText("You have no crypto wallet yet.", { exact: false })).toBeVisible();
  await dialog.getByRole("link", { name: "Add a crypto currency" }).click();
  await expect(page.getByRole("dialog", { name: "Currencies" })).toBeVisible();
});

test("closing the crypto flow before a first deposit shows no offer", async ({ page }) => {
  await signUpViaApi(page.request, uniqueEmail("crypto-close"));
  await addAccount(page.request, "ETH");
  const dialog = await openModal(page, "/?crypto-deposit=modal", "Crypto deposit");
  await expect(dialog.getByLabel("Amount, ETH")).toHaveValue("0.025");
  await dialog.getByRole("button", { name: "Close", exact: true }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // The offer would open after a stats call; give it the time it would take.
  await page.waitForTimeout(1000);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
