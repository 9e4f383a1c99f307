import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { generateDemoCatalog } from "./catalog/demo/generate.ts";
import { DEMO_PROVIDERS } from "./catalog/demo/providers.ts";

// Figures the READMEs give about the demo catalog come from the generator, so a change to the
// generator that makes them wrong fails here (the README once said about 5,300 games while the
// lobby showed 5,115).

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
const figure = (text: string) => Number(text.replaceAll(",", ""));

// Which games exist (and on which devices) does not depend on the currencies offered.
const games = generateDemoCatalog(["EUR", "USD", "BTC"]);
const studio = games.filter((game) => game.studioTitle !== null);
const on = (device: "desktop" | "mobile") => games.filter((game) => game.devices.includes(device)).length;

describe("the demo catalog's figures in the READMEs", () => {
  it("README.md: games, providers, desktops and phones", () => {
    const match = /lobby of ([\d,]+) games from (\d+) providers \(([\d,]+) on desktops, ([\d,]+) on phones/.exec(
      read("README.md"),
    );
    expect(match, "README.md states the lobby's figures").not.toBeNull();
    const [, total = "", providers = "", desktop = "", phones = ""] = match ?? [];
    expect(figure(total)).toBe(games.length);
    expect(figure(providers)).toBe(new Set(games.map((game) => game.providerId)).size);
    expect(figure(desktop)).toBe(on("desktop"));
    expect(figure(phones)).toBe(on("mobile"));
  });

  it("apps/platform/README.md: providers, studio titles and invented games", () => {
    const text = read("apps/platform/README.md");
    const match = /(\d+) providers \(amatic[\s\S]*?the studio's (\d+) titles[\s\S]*?and ([\d,]+) invented\s+games/.exec(
      text,
    );
    expect(match, "apps/platform/README.md states the demo catalog's figures").not.toBeNull();
    const [, providers = "", titles = "", invented = ""] = match ?? [];
    expect(figure(providers)).toBe(DEMO_PROVIDERS.length);
    expect(figure(titles)).toBe(studio.length);
    expect(figure(invented)).toBe(games.length - studio.length);
  });
});
