import { expect, test } from "@playwright/test";
import { e2eBaseUrl } from "../support/env.ts";

// /en//evil.example once redirected to //evil.example, another host. Raw paths are
// sent as written (the request API would normalise some of them), and every Location, resolved as
// a browser resolves it, must stay on our origin.

const TRICKS = [
  "/en//evil.example",
  "/en///evil.example",
  "/en/%5Cevil.example",
  "/en/%5C%5Cevil.example",
  "/en/%2F%2Fevil.example",
  "/en/%2f/evil.example",
  "/en/%09/evil.example",
  "/EN//evil.example",
  "/pt-br//evil.example",
  "/home//evil.example",
  "//evil.example/home",
];

for (const path of TRICKS) {
  test(`a redirect from ${path} stays on our origin`, async ({ request }) => {
    const response = await request.get(`${e2eBaseUrl}${path}`, { maxRedirects: 0 });
    const location = response.headers().location;
    if (location === undefined) {
      expect(response.status()).toBeLessThan(500);
      return;
    }
    expect(response.status()).toBeGreaterThanOrEqual(300);
    expect(response.status()).toBeLessThan(400);
    expect(new URL(location, `${e2eBaseUrl}${path}`).origin).toBe(e2eBaseUrl);
    expect(location).not.toMatch(/^\s*[/\\]{2}/);
  });
}

test("/en//evil.example goes to /evil.example on our origin", async ({ request }) => {
  const response = await request.get(`${e2eBaseUrl}/en//evil.example`, { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/evil.example");
});
