import { expect, test } from "@playwright/test";
import { openModal } from "../support/page.ts";

// The server sends every part it has rendered in its place in the document (entry.server.tsx:
// progressiveChunkSize). React's default moved the parts past 12.8 KB to the end, hidden until an
// inline script revealed them on an animation frame, and a modal's form hydrated only after that.

/**
 * A part React streamed after the shell: a hidden copy at the end of the document that a script
 * moves into place. React Router's own data scripts come this way too; they show nothing.
 */
const STREAMED_CONTENT = /<div hidden id="S:\d+">(?!<script)/;

test("a page's server-rendered parts are in place, not revealed later by a script", async ({ page }) => {
  // A modal's body is a module of its own: the first render after start loads it, then every
  // render has it at once.
  await page.request.get("/?sign-in=modal");
  for (const path of ["/", "/games", "/promotions", "/?sign-in=modal"]) {
    const html = await (await page.request.get(path)).text();
    const streamed = STREAMED_CONTENT.exec(html);
    expect(streamed && html.slice(streamed.index, streamed.index + 200), path).toBeNull();
  }
  const home = await (await page.request.get("/")).text();
  expect(home).toMatch(/<!--\$--><section class="game-row"/);
  const signIn = await (await page.request.get("/?sign-in=modal")).text();
  expect(signIn).toMatch(/<div class="modal__body"><!--\$--><form class="auth-form"/);

  const dialog = await openModal(page, "/?sign-in=modal", "Sign in");
  await dialog.getByLabel("Email").fill("not-an-address");
  await dialog.getByLabel("Password", { exact: true }).focus();
  await expect(dialog.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
});
