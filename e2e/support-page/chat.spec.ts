import { mkdirSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { enrolledOperatorPage } from "../support/backoffice.ts";
import { gotoHydrated } from "../support/page.ts";

// A live chat between the site's widget and the back office's inbox: a visitor (not signed in)
// writes from the corner launcher, the support agent (serve.ts's "chat-agent") sees it arrive in
// the inbox live and replies, and the visitor sees the reply live. CHAT_SHOTS_DIR: screenshots of
// the open widget at 1280 and 390 px, in English and Spanish.

const shotsDir = process.env.CHAT_SHOTS_DIR;

async function shootWidget(page: Page, name: string): Promise<void> {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({ path: `${shotsDir}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("a visitor and a support agent chat live, widget to inbox and back", async ({ page, browser }) => {
  const agent = await enrolledOperatorPage(browser, "chat-agent");
  const online = agent.waitForResponse((response) => response.url().includes("/api/operator/chat/presence"));
  await agent.goto("/backoffice/chat");
  await expect(agent.getByRole("heading", { name: "Live chat", level: 1 })).toBeVisible();
  await online;
  const queue = agent.getByTestId("chat-queue");

  await gotoHydrated(page, "/");
  await page.getByRole("button", { name: "Live chat" }).click();
  const panel = page.getByRole("dialog", { name: "Live chat" });
  await expect(panel.getByText("Support is online")).toBeVisible();
  const stamp = `chat-${Date.now()}`;
  const box = panel.getByRole("textbox", { name: "Your message" });
  await box.fill(`Has my deposit arrived? ${stamp}`);
  await box.press("Enter");
  const conversation = panel.getByRole("list", { name: "Messages" });
  await expect(conversation.getByText(`Has my deposit arrived? ${stamp}`)).toBeVisible();
  await expect(box).toHaveValue("");

  // The inbox was open before the message: it arrives live.
  await queue.getByRole("button", { name: new RegExp(stamp) }).click();
  await expect(agent.getByRole("log", { name: "Messages" }).getByText(stamp)).toBeVisible();
  await agent.getByRole("textbox", { name: "Reply" }).fill(`Yes, it is on your balance. ${stamp}`);
  await agent.getByRole("button", { name: "Send" }).click();

  await expect(conversation.getByText(`Yes, it is on your balance. ${stamp}`)).toBeVisible();
  await shootWidget(page, "chat-en");
  if (shotsDir) {
    await gotoHydrated(page, "/es");
    await page.getByRole("button", { name: "Chat en vivo" }).click();
    await expect(page.getByRole("dialog", { name: "Chat en vivo" }).getByText(stamp).first()).toBeVisible();
    await shootWidget(page, "chat-es");
  }
  await agent.context().close();
});
