import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("applies defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      supportEmail: "support@croupier.example",
      trustedProxies: [],
    });
    expect(config.dataDir).toBe(path.resolve("data"));
    expect(config.webBuildDir).toMatch(/apps\/web\/build$/);
    expect(config.databaseUrl).toBeUndefined();
    // Staff balance adjustments create or take money: off until switched on.
    expect(config.operatorAdjustments.enabled).toBe(false);
    expect(loadConfig({ OPERATOR_ADJUSTMENTS_ENABLED: "on" }).operatorAdjustments.enabled).toBe(true);
  });

  it("parses lists and origins", () => {
    const config = loadConfig({
      TRUSTED_PROXIES: "10.0.0.0/8, 127.0.0.1",
      PUBLIC_ORIGIN: "https://casino.example/",
      PORT: "8080",
    });
    expect(config.trustedProxies).toEqual(["10.0.0.0/8", "127.0.0.1"]);
    expect(config.publicOrigin).toBe("https://casino.example");
    expect(config.port).toBe(8080);
  });

  it("defaults PUBLIC_ORIGIN to http://localhost:$PORT for the demo", () => {
    expect(loadConfig({}).publicOrigin).toBe("http://localhost:3000");
    expect(loadConfig({ PORT: "4100" })).toMatchObject({
      publicOrigin: "http://localhost:4100",
      publicOriginConfigured: false,
    });
    // Production on the embedded database (the demo started with npm start) keeps the default.
    expect(loadConfig({ NODE_ENV: "production" }).publicOrigin).toBe("http://localhost:3000");
  });

  it("refuses to start in production with DATABASE_URL and no PUBLIC_ORIGIN", () => {
    const production = { NODE_ENV: "production", DATABASE_URL: "postgres://db.internal/casino" };
    expect(() => loadConfig(production)).toThrow(/PUBLIC_ORIGIN: required in production/);
    expect(() => loadConfig({ ...production, PUBLIC_ORIGIN: " " })).toThrow(/PUBLIC_ORIGIN: required in production/);
    expect(loadConfig({ ...production, PUBLIC_ORIGIN: "https://casino.example" })).toMatchObject({
      publicOrigin: "https://casino.example",
      publicOriginConfigured: true,
    });
  });

  it("refuses bad values with every problem listed", () => {
    expect(() => loadConfig({ PORT: "eighty", DATABASE_SCHEMA: "Robert'); drop", SUPPORT_EMAIL: "nope" })).toThrow(
      /PORT[\s\S]*DATABASE_SCHEMA[\s\S]*SUPPORT_EMAIL/,
    );
  });
});
