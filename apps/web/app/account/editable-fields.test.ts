import { editableFieldsOf as contractEditableFieldsOf } from "@croupier/contract/schemas/player";
import { describe, expect, it } from "vitest";
import { editableFieldsOf } from "./editable-fields.ts";

describe("the personal-details form's editable fields", () => {
  it("are the contract's", () => {
    const definition = {
      fields: [],
      contexts: { edition: ["first_name", 7, "city"], deposit: ["country"], broken: "first_name" },
    };
    for (const context of ["edition", "deposit", "broken", "missing"]) {
      expect(editableFieldsOf(definition, context)).toEqual(contractEditableFieldsOf(definition, context));
    }
    expect(editableFieldsOf(definition)).toEqual(["first_name", "city"]);
    expect(editableFieldsOf(undefined)).toEqual(contractEditableFieldsOf(undefined));
  });
});
