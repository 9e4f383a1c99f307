import { DrizzleQueryError } from "drizzle-orm/errors";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { errorHandlerPlugin } from "./error-handler.ts";
import { createLoggerOptions, maskSecrets } from "./logger.ts";

// The error log says which call failed and why, without the tokens and secrets the call carried:
// a query string's secret values are masked, an SQL error's parameters left out.

const TOKEN = "tok-3b1f9c0d7a";

async function failingApp(error: () => Error) {
  const lines: string[] = [];
  const app = Fastify({ logger: createLoggerOptions("info", { write: (line) => lines.push(line) }) });
  await app.register(errorHandlerPlugin);
  app.get("/api/users/confirmation", async () => {
    throw error();
  });
  await app.ready();
  return { app, lines };
}

describe("the error log of a failed request", () => {
  it("masks the token of the query string and leaves out the SQL parameters", async () => {
    const { app, lines } = await failingApp(
      () =>
        new DrizzleQueryError(
          'select "id" from "users" where "confirmation_token" = $1',
          [TOKEN, "player@example.com"],
          new Error('invalid byte sequence for encoding "UTF8": 0x00'),
        ),
    );
    const response = await app.inject({ url: `/api/users/confirmation?confirmation_token=${TOKEN}&l=en` });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: expect.any(String) });

    const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === "request failed");
    expect(failure.url).toBe("/api/users/confirmation?confirmation_token=[redacted]&l=en");
    expect(failure.err.message).toContain('where "confirmation_token" = $1');
    expect(failure.err.message).toContain("params: [redacted]");
    expect(failure.err.params).toBe("[redacted]");
    const log = lines.join("\n");
    expect(log).not.toContain(TOKEN);
    expect(log).not.toContain("player@example.com");
    await app.close();
  });

  it("masks secret query values quoted in an error's message and stack", async () => {
    const { app, lines } = await failingApp(
      () => new Error(`GET https://gateway.example/status?reference=42&api_key=${TOKEN} failed`),
    );
    expect((await app.inject({ url: "/api/users/confirmation" })).statusCode).toBe(500);
    const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === "request failed");
    expect(failure.err.message).toBe("GET https://gateway.example/status?reference=42&api_key=[redacted] failed");
    expect(failure.err.stack).toContain("api_key=[redacted]");
    expect(lines.join("\n")).not.toContain(TOKEN);
    await app.close();
  });
});

describe("maskSecrets", () => {
  it.each([
    ["/api/users/unlock?unlock_token=abc", "/api/users/unlock?unlock_token=[redacted]"],
    ["/x?a=1&reset_password_token=abc&b=2", "/x?a=1&reset_password_token=[redacted]&b=2"],
    ["/x?Password=hunter2", "/x?Password=[redacted]"],
    ["/x?client_secret=s&API_KEY=k", "/x?client_secret=[redacted]&API_KEY=[redacted]"],
    ["/x?page=2&l=en", "/x?page=2&l=en"],
    ["/x?token", "/x?token"],
    ["/x?token=", "/x?token=[redacted]"],
  ])("%s is logged as %s", (url, logged) => {
    expect(maskSecrets(url)).toBe(logged);
  });

  it("takes linear time on a long crafted URL", () => {
    const crafted = `/x${"?".repeat(20_000)}${"KEY".repeat(20_000)}&${"a".repeat(50_000)}`;
    const started = performance.now();
    maskSecrets(crafted);
    maskSecrets(`/x?${"token".repeat(40_000)}`);
    expect(performance.now() - started).toBeLessThan(250);
  });
});
