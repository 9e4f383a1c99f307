import { describe, expect, it } from "vitest";
import { activeModal, closeModalSearch, MODAL_FLAGS, openModalSearch } from "./modal-flags.ts";

describe("modal flags", () => {
  it("registers every flag of the specification plus required-fields", () => {
    expect(MODAL_FLAGS).toHaveLength(22);
    expect(MODAL_FLAGS).toContain("self-exclusion");
    expect(MODAL_FLAGS).toContain("bar");
    expect(MODAL_FLAGS).toContain("search-modal");
    expect(MODAL_FLAGS).toContain("required-fields");
  });

  it("finds the open modal only when the value is exactly 'modal'", () => {
    expect(activeModal("?sign-in=modal")).toBe("sign-in");
    expect(activeModal("?sign-in=1")).toBeNull();
    expect(activeModal("?unknown=modal&page=2")).toBeNull();
    expect(activeModal("?page=2&bar=modal")).toBe("bar");
  });

  it("opens a flag, keeping other parameters and closing another modal", () => {
    expect(openModalSearch("?page=2", "sign-up")).toBe("?page=2&sign-up=modal");
    expect(openModalSearch("?sign-in=modal&page=2", "sign-up")).toBe("?page=2&sign-up=modal");
    expect(openModalSearch("", "bar")).toBe("?bar=modal");
  });

  it("closes a flag and drops an empty query string", () => {
    expect(closeModalSearch("?sign-in=modal", "sign-in")).toBe("");
    expect(closeModalSearch("?q=x&sign-in=modal&page=2", "sign-in")).toBe("?q=x&page=2");
  });
});
