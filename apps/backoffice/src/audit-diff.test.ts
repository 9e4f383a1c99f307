import { describe, expect, it } from "vitest";
import { actionLabel, readableDetails } from "./audit-diff.ts";

describe("readableDetails", () => {
  it("lists only the fields that changed, before and after, and counts the rest", () => {
    const details = {
      email: "ops@example.test",
      before: { role: "support", disabled_at: null, two_factor: { enabled: true } },
      after: { role: "finance", disabled_at: null, two_factor: { enabled: false } },
    };
    expect(readableDetails(details)).toEqual({
      changes: [
        { field: "role", before: "support", after: "finance" },
        { field: "two_factor.enabled", before: "true", after: "false" },
      ],
      unchanged: 1,
      reason: null,
      facts: [["email", "ops@example.test"]],
    });
  });

  it("shows a creation as new fields, and a whole-value snapshot (an excerpt, a list) as one change", () => {
    expect(readableDetails({ before: null, after: { name: "Spring race", prize: 5000 } }).changes).toEqual([
      { field: "name", after: "Spring race" },
      { field: "prize", after: "5000" },
    ]);
    expect(readableDetails({ locale: "en", before: "<p>Old</p>", after: "<p>New</p>" })).toMatchObject({
      changes: [{ field: "value", before: "<p>Old</p>", after: "<p>New</p>" }],
      facts: [["locale", "en"]],
    });
    expect(readableDetails({ before: ["home", "vip"], after: ["home"] }).changes).toEqual([
      { field: "value", before: "home, vip", after: "home" },
    ]);
    // A list of records (the limits of one type and period) by position.
    expect(
      readableDetails({
        before: [],
        after: [{ type: "deposit", accounts: [{ currency: "EUR", amount_cents: 5000 }] }],
      }).changes,
    ).toEqual([
      { field: "[0].type", after: "deposit" },
      { field: "[0].accounts[0].currency", after: "EUR" },
      { field: "[0].accounts[0].amount_cents", after: "5000" },
    ]);
  });

  it("takes the reason out and flattens the other facts", () => {
    expect(
      readableDetails({ reason: "Chargeback", player_id: "77", limit: { type: "deposit", accounts: [] } }),
    ).toEqual({
      changes: [],
      unchanged: 0,
      reason: "Chargeback",
      facts: [
        ["player_id", "77"],
        ["limit.type", "deposit"],
        ["limit.accounts", "—"],
      ],
    });
  });
});

describe("actionLabel", () => {
  it("reads the subject and the verb in words", () => {
    expect(actionLabel("withdrawal.first_approval")).toBe("Withdrawal: first approval");
    expect(actionLabel("kyc.document_downloaded")).toBe("KYC: document downloaded");
    expect(actionLabel("cms.page_translation_saved")).toBe("CMS: page translation saved");
    expect(actionLabel("odd")).toBe("odd");
  });
});
