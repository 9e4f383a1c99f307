import { describe, expect, it } from "vitest";
import { fillPlaceholders, fillPlaceholdersInJson } from "./placeholders.ts";

const values = { "company.name": "Demo N.V.", price: "$1" };

describe("fillPlaceholders", () => {
  it("replaces every known name and leaves other braces alone", () => {
    expect(fillPlaceholders("<p>{{company.name}} ({{company.name}}) {x} costs {{price}}</p>", values, "here")).toBe(
      "<p>Demo N.V. (Demo N.V.) {x} costs $1</p>",
    );
  });

  it("names the file of an unknown placeholder", () => {
    expect(() => fillPlaceholders("{{company.nmae}}", values, "en/pages/about.html")).toThrow(
      "en/pages/about.html: unknown placeholder {{company.nmae}}",
    );
  });
});

describe("fillPlaceholdersInJson", () => {
  it("fills the strings and keeps keys, numbers, order and nulls", () => {
    const json = [{ id: 73, label: "{{company.name}}", extra: null, nested: { ok: true, text: "{{price}}" } }];
    expect(JSON.stringify(fillPlaceholdersInJson(json, values, "here"))).toBe(
      JSON.stringify([{ id: 73, label: "Demo N.V.", extra: null, nested: { ok: true, text: "$1" } }]),
    );
  });
});
