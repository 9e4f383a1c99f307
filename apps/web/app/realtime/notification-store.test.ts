import { describe, expect, it } from "vitest";
import type { UserChannel } from "./channels.ts";
import { createNotificationStore, type ListStorage } from "./notification-store.ts";

function memory(): ListStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return { values, read: (key) => values.get(key) ?? null, write: (key, value) => void values.set(key, value) };
}

const deposit = {
  id: 9,
  amount_cents: 5000,
  currency: "EUR",
  action: "deposit",
  payment_system: "creditcard",
  recallable: false,
  finished_at: null,
  created_at: "2026-05-01T10:00:00Z",
  success: false,
};
const freespins = {
  data: {
    id: 3,
    title: "Welcome spins",
    stage: "issued",
    games: ["croupier-studio/lantern-tide"],
    freespins_total: 20,
    activatable_until: "2026-05-02T10:00:00Z",
    activation_path: "/api/player/freespins/3/activation",
  },
};

describe("notification store", () => {
  it("lists the channels' events newest first, each with what it is about", () => {
    const store = createNotificationStore({ now: () => 1 });
    store.setOwner("42");
    store.publish("payments_changes", deposit);
    store.publish("freespins_changes", freespins);
    store.publish("comps_award", {
      type: "level_up",
      title: "New VIP level: Pro",
      level: { id: "level_2", name: "Pro" },
    });
    const [level, spins, payment] = store.getSnapshot();
    expect(level).toMatchObject({ kind: "level", title: "Pro" });
    expect(spins).toMatchObject({
      kind: "freespins",
      offer: { id: 3, title: "Welcome spins", freespins_total: 20, games: ["croupier-studio/lantern-tide"] },
    });
    expect(payment).toMatchObject({
      kind: "payment",
      payment: { amount_cents: 5000, currency: "EUR", action: "deposit", payment_system: "creditcard", success: null },
    });
  });

  it("keeps one item per payment: the finished event replaces the pending one", () => {
    const store = createNotificationStore();
    store.setOwner("42");
    store.publish("payments_changes", deposit);
    store.publish("payments_changes", { ...deposit, finished_at: "2026-05-01T10:01:00Z", success: true });
    expect(store.getSnapshot()).toHaveLength(1);
    expect(store.getSnapshot()[0]).toMatchObject({ payment: { success: true } });
    store.publish("payments_changes", { ...deposit, id: 10, finished_at: "2026-05-01T10:02:00Z", success: false });
    expect(store.getSnapshot()[0]).toMatchObject({ payment: { id: 10, success: false } });
  });

  it("removes the item clicked and tells its subscribers", () => {
    const store = createNotificationStore();
    store.setOwner("42");
    let changes = 0;
    store.subscribe(() => {
      changes += 1;
    });
    store.publish("comps_award", { title: "Pro" });
    const [item] = store.getSnapshot();
    store.remove(item?.key ?? "");
    expect(store.getSnapshot()).toEqual([]);
    expect(changes).toBe(2);
  });

  it("hands every event to its listeners, the balance too, which is not listed", () => {
    const store = createNotificationStore();
    store.setOwner("42");
    const heard: UserChannel[] = [];
    store.onEvent((name) => heard.push(name));
    store.publish("balance", { currency: "EUR", amount_cents: 100 });
    store.publish("bonuses_changes", {
      id: 1,
      title: "Double deposit",
      titles: { es: "Depósito doble" },
      stage: "active",
    });
    expect(heard).toEqual(["balance", "bonuses_changes"]);
    expect(store.getSnapshot()).toMatchObject([{ kind: "bonus", titles: { es: "Depósito doble" }, stage: "active" }]);
  });

  it("hands a bet's wagering progress to listeners without listing it again after it was removed", () => {
    const store = createNotificationStore();
    store.setOwner("43");
    const heard: UserChannel[] = [];
    store.onEvent((name) => heard.push(name));
    store.publish("bonuses_changes", { event: "progress", id: 1, title: "Double deposit", stage: "handle_bets" });
    expect(heard).toEqual(["bonuses_changes"]);
    expect(store.getSnapshot()).toEqual([]);
  });

  it("keeps each player's list for the session and starts another player's empty", () => {
    const storage = memory();
    const first = createNotificationStore({ storage });
    first.setOwner("42");
    first.publish("comps_award", { title: "Pro" });
    const reloaded = createNotificationStore({ storage });
    reloaded.setOwner("42");
    expect(reloaded.getSnapshot()).toHaveLength(1);
    reloaded.setOwner("43");
    expect(reloaded.getSnapshot()).toEqual([]);
  });

  it("ignores payloads that name nothing", () => {
    const store = createNotificationStore();
    store.setOwner("42");
    store.publish("payments_changes", "garbage");
    store.publish("payments_changes", { id: 1 });
    expect(store.getSnapshot()).toEqual([]);
  });
});
