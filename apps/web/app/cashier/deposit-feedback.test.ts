import { describe, expect, it } from "vitest";
import { feedbackContent, hasFeedback } from "./deposit-feedback.ts";

describe("feedbackContent", () => {
  it("joins the rating and the comment", () => {
    expect(feedbackContent(4, "  Quick and clear ")).toBe("Deposit feedback: 4/5 — Quick and clear");
  });

  it("sends what the player gave", () => {
    expect(feedbackContent(5, "")).toBe("Deposit feedback: 5/5");
    expect(feedbackContent(null, "The address was easy to copy")).toBe(
      "Deposit feedback: The address was easy to copy",
    );
  });

  it("caps the comment", () => {
    expect(feedbackContent(1, "x".repeat(2000)).length).toBeLessThan(1100);
  });
});

describe("hasFeedback", () => {
  it("needs a rating or a comment", () => {
    expect(hasFeedback(null, "  ")).toBe(false);
    expect(hasFeedback(3, "")).toBe(true);
    expect(hasFeedback(null, "ok")).toBe(true);
  });
});
