import { describe, expect, it } from "vitest";
import { safeLocation, sameOriginPath } from "./safe-redirect.ts";

// The tricks of the OWASP unvalidated-redirects cheat sheet and of browser URL parsing.
const OFF_SITE = [
  "//evil.example",
  "//evil.example/path?x=1",
  "///evil.example",
  "////evil.example",
  "/\\evil.example",
  "\\/evil.example",
  "\\\\evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "\t//evil.example",
  " //evil.example",
  "https://evil.example",
  "http:evil.example",
  "HTTPS://evil.example/",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "java\tscript:alert(1)",
  " javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "//evil.example@same-origin.invalid",
  "https://same-origin.invalid@evil.example",
];

describe("sameOriginPath", () => {
  it.each(OFF_SITE)("never leaves the origin for %j", (target) => {
    const path = sameOriginPath(target);
    expect(path.startsWith("/")).toBe(true);
    expect(path.startsWith("//")).toBe(false);
    expect(path).not.toMatch(/^\/\\|evil\.example\//);
    // What a browser on our origin makes of the Location it receives.
    expect(new URL(path, "https://casino.example/any/page").origin).toBe("https://casino.example");
  });

  it.each([
    ["/promotions?a=1#top", "/promotions?a=1#top"],
    ["/ru/game/book-of-ra", "/ru/game/book-of-ra"],
    ["/", "/"],
    ["promotions", "/promotions"],
  ])("keeps the same-origin path %j as %j", (target, expected) => {
    expect(sameOriginPath(target)).toBe(expected);
  });

  it("keeps encoded slashes encoded: the browser asks our server for that path", () => {
    expect(sameOriginPath("/%2f%2fevil.example")).toBe("/%2f%2fevil.example");
    expect(sameOriginPath("/%5c%5cevil.example")).toBe("/%5c%5cevil.example");
    expect(sameOriginPath("/%2F/evil.example")).toBe("/%2F/evil.example");
  });

  it("collapses repeated slashes that dot segments would expose", () => {
    expect(sameOriginPath("/.//evil.example")).toBe("/evil.example");
    expect(sameOriginPath("/a/..//evil.example")).toBe("/evil.example");
  });

  it("answers the fallback for a target that leaves the origin", () => {
    expect(sameOriginPath("//evil.example", "/ru")).toBe("/ru");
  });
});

describe("safeLocation", () => {
  it("keeps an absolute URL on an allowed origin", () => {
    expect(safeLocation("https://casino.example/deposit?ok=1", ["https://casino.example"])).toBe(
      "https://casino.example/deposit?ok=1",
    );
  });

  it.each(OFF_SITE)("turns %j into a same-origin path", (target) => {
    const location = safeLocation(target, ["https://casino.example"]);
    expect(new URL(location, "https://casino.example/").origin).toBe("https://casino.example");
  });
});
