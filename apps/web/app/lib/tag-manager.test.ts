import { describe, expect, it } from "vitest";
import { tagManagerContainer, tagManagerScriptUrl } from "./tag-manager.ts";

describe("tag manager", () => {
  it("accepts only well-formed container ids, since the id goes into a script URL", () => {
    expect(tagManagerContainer("GTM-AB12CD")).toBe("GTM-AB12CD");
    for (const bad of [null, undefined, "", "GTM-", "gtm-ab12cd", 'GTM-AB12"><script>', "UA-12345-1", 42]) {
      expect(tagManagerContainer(bad)).toBeNull();
    }
  });

  it("loads the container from Google's tag manager host", () => {
    expect(tagManagerScriptUrl("GTM-AB12CD")).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD");
  });
});
