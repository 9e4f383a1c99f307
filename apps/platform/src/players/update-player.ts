import {
  editableFieldsOf,
  type FieldErrors,
  formatMessage,
  type Locale,
  makePersonalDetailsFields,
  personalDetailsLimitsFrom,
  toFieldErrors,
  type updatePlayerBody,
  validationTexts,
} from "@croupier/contract";
import type { z } from "zod";
import type { Executor } from "../db/database.ts";
import { AppError } from "../errors/app-error.ts";
import { countryExists } from "../geo/repository.ts";
import { type User, type UserChanges, updateUser } from "../identity/repository.ts";
import { getPlayerFields } from "./repository.ts";

/** PATCH /api/player's body: the fields to change and the context that says which ones may change. */
export type PlayerUpdate = z.output<typeof updatePlayerBody>;

/** Personal-details field → users column. */
const COLUMNS: Record<string, keyof UserChanges> = {
  first_name: "firstName",
  last_name: "lastName",
  date_of_birth: "dateOfBirth",
  gender: "gender",
  country: "country",
  city: "city",
  address: "address",
  postal_code: "postalCode",
  mobile_phone: "mobilePhone",
  receive_promos: "receivePromos",
  receive_sms_promos: "receiveSmsPromos",
};

/**
 * Changes the player's personal details and answers the changed player. Only the fields the
 * context lets the player edit may change (a context that allows none is refused under `context`);
 * each value follows its field's rule from the profile fields; a country must be a known one; the
 * date of birth, once set, stays. Every refusal is reported at once: 422 with each field's
 * messages, in `locale`, and nothing is written.
 */
export async function updatePlayer(
  db: Executor,
  user: User,
  update: PlayerUpdate,
  options: { locale: Locale; now: () => Date },
): Promise<User> {
  const { player: input, context } = update;
  const { locale } = options;
  const definition = await getPlayerFields(db);
  const editable = editableFieldsOf(definition, context).filter((field) => field in COLUMNS);
  if (editable.length === 0) {
    throw new AppError("validation_failed", undefined, { fields: { context: [formatMessage("format", locale)] } });
  }
  const schema = makePersonalDetailsFields(editable, personalDetailsLimitsFrom(definition), {
    now: options.now,
  }).partial();
  const parsed = schema.safeParse(input);
  const errors: FieldErrors = parsed.success ? {} : toFieldErrors(parsed.error.issues, validationTexts(locale));
  const addError = (field: string) => {
    errors[field] = [...(errors[field] ?? []), formatMessage("format", locale)];
  };
  for (const field of Object.keys(input)) if (!editable.includes(field)) addError(field);
  const values = (parsed.success ? parsed.data : {}) as Record<string, unknown>;
  const country = input.country;
  const isWellFormed = typeof country === "string" && /^[A-Z]{2}$/.test(country.trim());
  if (isWellFormed && editable.includes("country") && !(await countryExists(db, country.trim()))) {
    addError("country");
  }
  if (typeof values.date_of_birth === "string" && user.dateOfBirth && values.date_of_birth !== user.dateOfBirth) {
    addError("date_of_birth");
  }
  if (Object.keys(errors).length > 0) throw new AppError("validation_failed", undefined, { fields: errors });
  const changes: Record<string, unknown> = { updatedAt: options.now() };
  for (const [field, value] of Object.entries(values)) {
    const column = COLUMNS[field];
    if (column && value !== undefined) changes[column] = value;
  }
  return updateUser(db, user.id, changes as UserChanges);
}
