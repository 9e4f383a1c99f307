import { describe, expect, it } from "vitest";
import { cryptoDefaultAmount, cryptoMinimum, paymentUri } from "./crypto-amount.ts";

describe("cryptoDefaultAmount", () => {
  it("gives each coin's default as typed text", () => {
    expect(cryptoDefaultAmount("BTC")).toBe("0.001");
    expect(cryptoDefaultAmount("BCH")).toBe("0.35");
    expect(cryptoDefaultAmount("ETH")).toBe("0.025");
    expect(cryptoDefaultAmount("LTC")).toBe("0.2");
    expect(cryptoDefaultAmount("DOG")).toBe("200");
    expect(cryptoDefaultAmount("USDT")).toBe("50");
  });

  it("is empty for a coin without a default", () => {
    expect(cryptoDefaultAmount("XMR")).toBe("");
  });
});

describe("cryptoMinimum", () => {
  it("says 200 micro-BTC for Bitcoin's 0.0002 minimum", () => {
    expect(cryptoMinimum(0.0002, "BTC")).toEqual({ coins: "0.0002", microBtc: "200" });
  });

  it("keeps coins for larger Bitcoin amounts and other coins", () => {
    expect(cryptoMinimum(0.05, "BTC")).toEqual({ coins: "0.05", microBtc: null });
    expect(cryptoMinimum(0.005, "ETH")).toEqual({ coins: "0.005", microBtc: null });
    expect(cryptoMinimum(50, "DOG")).toEqual({ coins: "50", microBtc: null });
  });

  it("keeps coins when micro-BTC would need decimals", () => {
    expect(cryptoMinimum(0.00000001, "BTC")).toEqual({ coins: "0.00000001", microBtc: null });
  });
});

describe("paymentUri", () => {
  it("adds the amount to BIP 21 style URIs", () => {
    expect(paymentUri("bitcoin:tb1qexample", "0.001")).toBe("bitcoin:tb1qexample?amount=0.001");
    expect(paymentUri("litecoin:ltc1q?label=x", "0.2")).toBe("litecoin:ltc1q?label=x&amount=0.2");
  });

  it("leaves other schemes, invalid amounts and URIs with an amount alone", () => {
    expect(paymentUri("ethereum:0xabc", "0.025")).toBe("ethereum:0xabc");
    expect(paymentUri("bitcoin:tb1q", "")).toBe("bitcoin:tb1q");
    expect(paymentUri("bitcoin:tb1q?amount=1", "0.5")).toBe("bitcoin:tb1q?amount=1");
  });
});
