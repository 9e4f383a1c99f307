import { PERSONAL_DETAILS_FIELDS } from "@croupier/contract";
import { and, eq, gte, sql } from "drizzle-orm";
import type { SeedStep } from "../seed/run-seeds.ts";
import { playerFieldContexts, playerFields, playerGroups } from "./schema.ts";

type FieldRow = typeof playerFields.$inferInsert;

const REAL_CURRENCIES = [
  "EUR",
  "USD",
  "CAD",
  "AUD",
  "NZD",
  "RUB",
  "PLN",
  "BRL",
  "BTC",
  "BCH",
  "ETH",
  "LTC",
  "DOG",
  "USDT",
];

// The profile fields and their length limits.
const FIELDS: Omit<FieldRow, "position">[] = [
  { field: "email", type: "string", lengthMinimum: 6, lengthMaximum: 255 },
  { field: "password", type: "password", lengthMinimum: 8, lengthMaximum: 128 },
  { field: "currency", type: "select", inclusion: REAL_CURRENCIES },
  { field: "first_name", type: "string", lengthMinimum: 1, lengthMaximum: 50 },
  { field: "last_name", type: "string", lengthMinimum: 1, lengthMaximum: 50 },
  { field: "nickname", type: "string", lengthMinimum: 2, lengthMaximum: 20 },
  { field: "date_of_birth", type: "date", ageMinimum: 18, onceSet: true },
  { field: "gender", type: "select", inclusion: ["m", "f"] },
  { field: "country", type: "select" },
  { field: "city", type: "string", lengthMinimum: 1, lengthMaximum: 50 },
  { field: "address", type: "string", lengthMinimum: 1, lengthMaximum: 100 },
  { field: "postal_code", type: "string", lengthMinimum: 1, lengthMaximum: 20 },
  { field: "mobile_phone", type: "string", lengthMinimum: 13, lengthMaximum: 13 },
  { field: "receive_promos", type: "boolean" },
  { field: "receive_sms_promos", type: "boolean" },
  { field: "age_acceptance", type: "boolean" },
  { field: "terms_acceptance", type: "boolean" },
];

const PAYMENT_FIELDS = ["first_name", "last_name", "date_of_birth", "country", "city", "address", "postal_code"];

const CONTEXTS: Record<string, string[]> = {
  registration: ["email", "password", "currency", "receive_promos", "age_acceptance", "terms_acceptance"],
  edition: [...PERSONAL_DETAILS_FIELDS],
  deposit: PAYMENT_FIELDS,
  cashout: PAYMENT_FIELDS,
};

export const playerSeeds: SeedStep[] = [
  {
    name: "players.fields.v1",
    run: async (tx) => {
      await tx.insert(playerFields).values(FIELDS.map((field, index) => ({ ...field, position: index + 1 })));
      await tx
        .insert(playerFieldContexts)
        .values(
          Object.entries(CONTEXTS).flatMap(([context, fields]) =>
            fields.map((field, index) => ({ context, field, position: index + 1 })),
          ),
        );
    },
  },
  {
    // Sign-up requires password_confirmation (equal to password): the registration context lists
    // it after the password, so a form built from the context sends it. Kept if already there.
    name: "players.fields.password-confirmation.v1",
    run: async (tx) => {
      const [field] = await tx
        .select({ position: playerFields.position })
        .from(playerFields)
        .where(eq(playerFields.field, "password"));
      const fieldPosition = (field?.position ?? 0) + 1;
      await tx
        .update(playerFields)
        .set({ position: sql`${playerFields.position} + 1` })
        .where(gte(playerFields.position, fieldPosition));
      await tx
        .insert(playerFields)
        .values({ field: "password_confirmation", type: "password", position: fieldPosition })
        .onConflictDoNothing();
      const inRegistration = eq(playerFieldContexts.context, "registration");
      const [password] = await tx
        .select({ position: playerFieldContexts.position })
        .from(playerFieldContexts)
        .where(and(inRegistration, eq(playerFieldContexts.field, "password")));
      const position = (password?.position ?? 0) + 1;
      await tx
        .update(playerFieldContexts)
        .set({ position: sql`${playerFieldContexts.position} + 1` })
        .where(and(inRegistration, gte(playerFieldContexts.position, position)));
      await tx
        .insert(playerFieldContexts)
        .values({ context: "registration", field: "password_confirmation", position })
        .onConflictDoNothing();
    },
  },
  {
    // Player groups (POST /api/player/groups): players join or leave the writable ones themselves;
    // the others are set by the operator.
    name: "players.groups.v1",
    run: async (tx) => {
      await tx.insert(playerGroups).values([
        { id: "newsletter", name: "Newsletter", writable: true, position: 1 },
        { id: "tournaments_news", name: "Tournament news", writable: true, position: 2 },
        { id: "vip_candidate", name: "VIP candidate", writable: false, position: 3 },
      ]);
    },
  },
  {
    // The welcome-bonus choices (players/welcome-bonus.ts), named after the
    // English texts of the welcome-bonus snippet (content/cms/en/snippets/welcome-bonus-dropdown.json).
    // Existing rows (an operator's own groups under these ids) are kept.
    name: "players.groups.welcome-bonus.v1",
    run: async (tx) => {
      await tx
        .insert(playerGroups)
        .values([
          { id: "73", name: "100% first deposit bonus", writable: true, position: 4 },
          { id: "74", name: "Free spins package", writable: true, position: 5 },
          { id: "75", name: "No bonus", writable: true, position: 6 },
        ])
        .onConflictDoNothing();
    },
  },
];
