import { describe, expect, it } from "vitest";
import { scriptSafeJson } from "./script-json.ts";

describe("JSON inside an inline script", () => {
  it("escapes it so no text can close its script element, and it parses back the same", () => {
    const text = scriptSafeJson({ headline: "</script><script>alert(1)</script> & \u2028" });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text).headline).toBe("</script><script>alert(1)</script> & \u2028");
  });
});
