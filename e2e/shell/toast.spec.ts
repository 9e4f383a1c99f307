import { expect, test } from "@playwright/test";
import { openModal } from "../support/page.ts";
import { addAccount } from "../support/payments.ts";
import { signUpViaApi, skipFirstDepositOffer, uniqueEmail } from "../support/players.ts";

// A toast shown while a modal is open once appeared under the modal's blurred backdrop.

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

test("a toast shown over an open modal is visible and on top of everything", async ({ page }) => {
  await skipFirstDepositOffer(page, await signUpViaApi(page.request, uniqueEmail("toast")));
  await addAccount(page.request, "BTC");
  const amountStep = await openModal(page, "/?crypto-deposit=modal", "Crypto deposit");
  await amountStep.getByRole("button", { name: "Continue" }).click();
  const addressStep = page.getByRole("dialog", { name: "Deposit address" });
  await addressStep.getByRole("button", { name: "Copy address" }).click();

  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Address copied" });
  await expect(toast).toBeVisible();
  await expect(addressStep).toBeVisible();
  // The element the browser hit-tests at the toast's centre is the toast itself, not the
  // backdrop or the dialog: the toast is topmost.
  await expect
    .poll(() =>
      toast.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (hit !== null && element.contains(hit)) return "toast";
        const host = element.closest(".toast-host")?.parentElement?.className ?? "none";
        return `hit ${hit?.tagName}.${hit?.className} (toasts in ${host})`;
      }),
    )
    .toBe("toast");
  await expect(addressStep).toBeVisible();
});
