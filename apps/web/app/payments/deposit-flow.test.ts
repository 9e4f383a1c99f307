import { DEPOSIT_RETURN_PARAM, DEPOSIT_RETURN_VALUES } from "@croupier/contract/schemas/payments";
import { BONUS_CODE_PATTERN, WELCOME_BONUS_IDS as CONTRACT_WELCOME_BONUS_IDS } from "@croupier/contract/schemas/wallet";
import { describe, expect, it } from "vitest";
import { BONUS_CODE_FORMAT, isBonusCodeFormat } from "./bonus-code.ts";
import { pickDepositCurrency } from "./deposit-currency.ts";
import { splitDepositErrors, topMessage } from "./deposit-errors.ts";
import { DEPOSIT_RETURN_FLAG, depositOutcome, withoutDepositOutcome } from "./deposit-return.ts";
import { WELCOME_BONUS_IDS } from "./welcome-bonus.ts";

describe("rules repeated from the contract (the deposit modals load no zod)", () => {
  it("keeps the welcome-bonus ids and the bonus-code format equal to the contract's", () => {
    expect(WELCOME_BONUS_IDS).toEqual(CONTRACT_WELCOME_BONUS_IDS);
    expect(BONUS_CODE_FORMAT.source).toBe(BONUS_CODE_PATTERN.source);
    expect(isBonusCodeFormat("SPRING_25-x")).toBe(true);
    expect(isBonusCodeFormat("no spaces")).toBe(false);
  });
});

describe("gateway return flag", () => {
  it("mirrors the contract's parameter and values", () => {
    expect(DEPOSIT_RETURN_FLAG).toBe(DEPOSIT_RETURN_PARAM);
    expect(depositOutcome(`?deposit=${DEPOSIT_RETURN_VALUES.success}`)).toBe("success");
    expect(depositOutcome(`?deposit=${DEPOSIT_RETURN_VALUES.failed}`)).toBe("failed");
  });

  it("ignores other values and removes the flag, keeping the rest", () => {
    expect(depositOutcome("?deposit=maybe")).toBeNull();
    expect(depositOutcome("")).toBeNull();
    expect(withoutDepositOutcome("?deposit=success")).toBe("");
    expect(withoutDepositOutcome("?a=1&deposit=failed&b=2")).toBe("?a=1&b=2");
  });
});

describe("payment submit errors", () => {
  it("puts field errors under their fields and joins the rest at the top", () => {
    const split = splitDepositErrors(
      {
        email: ["enter in the correct format"],
        commonErrors: ["Limit reached.", "Try later."],
        amountValue: ["Too much"],
      },
      ["email"],
    );
    expect(split.fields).toEqual({ email: ["enter in the correct format"] });
    expect(split.common).toEqual(["Limit reached.", "Try later.", "Too much"]);
    expect(topMessage(split, undefined, "fallback")).toBe("Limit reached. Try later. Too much");
  });

  it("falls back to the server's error, or a generic text, when nothing is on a field", () => {
    const empty = splitDepositErrors(undefined, ["email"]);
    expect(topMessage(empty, "Gateway unavailable", "fallback")).toBe("Gateway unavailable");
    expect(topMessage(empty, "network", "fallback")).toBe("fallback");
    const onField = splitDepositErrors({ email: ["bad"] }, ["email"]);
    expect(topMessage(onField, "Validation failed", "fallback")).toBeNull();
  });
});

describe("starting currency", () => {
  const offered = ["EUR", "USD", "PLN"];

  it("keeps a deposit under way, else the player's current currency, else the first offered", () => {
    expect(pickDepositCurrency({ buffered: "PLN", inProgress: true, current: "USD", offered })).toBe("PLN");
    expect(pickDepositCurrency({ buffered: "PLN", inProgress: false, current: "USD", offered })).toBe("USD");
    expect(pickDepositCurrency({ buffered: "EUR", inProgress: false, current: "BTC", offered })).toBe("EUR");
    expect(pickDepositCurrency({ buffered: "GBP", inProgress: true, current: null, offered })).toBe("EUR");
    expect(pickDepositCurrency({ buffered: "EUR", inProgress: false, current: null, offered: [] })).toBe("EUR");
  });
});
