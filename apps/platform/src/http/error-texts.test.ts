import { ERROR_TEXTS } from "@croupier/contract/errors/error-texts";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../errors/app-error.ts";
import { call } from "../test/identity-helpers.ts";
import { createTestDatabase, type TestDatabase } from "../test/test-app.ts";
import { describeError } from "./error-handler.ts";

// Player-facing error texts come in the request's language (the site's calls carry it in ?l= and
// Accept-Language); English answers are the default texts, word for word.

let testDb: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = await testDb.buildApp();
});
afterAll(() => testDb.close());

describe("error texts in the request's language", () => {
  it("answers a signed-out call in Spanish when the site asks in Spanish", async () => {
    const response = await call(app, "GET", "/api/player?l=es", { headers: { "accept-language": "es" } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: "Debes iniciar sesión o registrarte para continuar." });
  });

  it("follows Accept-Language alone", async () => {
    const response = await call(app, "GET", "/api/player", { headers: { "accept-language": "pt-BR,pt;q=0.9" } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: "Você precisa entrar ou se cadastrar para continuar." });
  });

  it("keeps the English text unchanged", async () => {
    const response = await call(app, "GET", "/api/player?l=en");
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: "You need to sign in or sign up before continuing." });
  });

  it("words a game refusal and keeps its details", () => {
    const refusal = new AppError("limit_reached", undefined, { details: { code: "limit_reached", balance: 500 } });
    expect(describeError(refusal, "ru")).toEqual({
      status: 403,
      body: { error: "Эта ставка превышает ваш лимит.", code: "limit_reached", balance: 500 },
    });
    expect(describeError(refusal, "en").body).toEqual({
      error: "This bet is above your limit.",
      code: "limit_reached",
      balance: 500,
    });
  });

  it("answers a text the thrower chose as it is", () => {
    const error = new AppError("unauthorized", "Unknown game token.");
    expect(describeError(error, "es").body).toEqual({ error: "Unknown game token." });
  });

  it("keeps technical texts English: no player reads them", () => {
    expect(describeError(new AppError("not_found"), "ru").body).toEqual({ error: "Not found" });
    expect(describeError(new AppError("internal"), "pt").body).toEqual({ error: "Internal server error" });
  });

  it("answers every player-facing code in every language from the contract's tables", () => {
    for (const [locale, texts] of Object.entries(ERROR_TEXTS) as [keyof typeof ERROR_TEXTS, Record<string, string>][]) {
      for (const [code, text] of Object.entries(texts)) {
        expect(describeError(new AppError(code as never), locale).body, `${locale} ${code}`).toEqual({ error: text });
      }
    }
  });
});
