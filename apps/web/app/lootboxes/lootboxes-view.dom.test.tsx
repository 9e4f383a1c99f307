// @vitest-environment happy-dom
import type { PlayerLootbox } from "@croupier/contract/schemas/lootboxes";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { UserChannel } from "../realtime/channels.ts";
import { notifications } from "../realtime/notification-store.ts";
import { renderPage } from "../test/render-page.tsx";
import { stubApi } from "../test/stub-api.ts";
import { LootboxesView } from "./lootboxes-view.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const PLAYER = { id: 7, email: "player@example.com", currency: "EUR" };
const HASH = "5e3f0c1d".repeat(8);
const SERVER_SEED = "9a".repeat(32);

function money(id: number, weight: number, cents: number) {
  return {
    id,
    weight,
    prize: false,
    bonuses: [
      {
        title: "Bonus money",
        type: "bonus" as const,
        attributes: { amount_cents: cents, currency: "EUR" },
        result_bonus: [],
      },
    ],
  };
}

function points(id: number, weight: number, count: number) {
  return {
    id,
    weight,
    prize: false,
    bonuses: [{ title: "Comp points", type: "comp_points" as const, attributes: { points: count }, result_bonus: [] }],
  };
}

const ISSUED: PlayerLootbox = {
  id: 31,
  title: "VIP level-up loot box",
  currency: "EUR",
  stage: "issued",
  strategy: "level_up",
  group_key: "vip-level-up",
  display: 5,
  created_at: "2030-01-01T00:00:00.000Z",
  valid_until: "2099-01-31T00:00:00.000Z",
  items: [money(1, 40, 500), points(2, 30, 50), money(3, 20, 1000), points(4, 9, 200), money(5, 1, 5000)],
  fairness: { server_seed_hash: HASH, server_seed: null, client_seed: null, nonce: 0 },
  prize_item_id: null,
};

function openedWith(clientSeed: string): PlayerLootbox {
  return {
    ...ISSUED,
    stage: "opened",
    items: ISSUED.items.map((item) => ({ ...item, prize: item.id === 3 })),
    fairness: { server_seed_hash: HASH, server_seed: SERVER_SEED, client_seed: clientSeed, nonce: 0 },
    prize_item_id: 3,
  };
}

function show(list: PlayerLootbox[]) {
  return renderPage(() => <LootboxesView locale="en" playerId={PLAYER.id} initial={list} />, {
    shell: { player: PLAYER as never },
  });
}

describe("the player's loot boxes", () => {
  it("shows an issued box's prizes with their chances and its commitment before opening", async () => {
    stubApi({});
    show([ISSUED]);
    const card = await screen.findByRole("article", { name: "VIP level-up loot box" });
    expect(within(card).getByText("Ready to open")).toBeTruthy();
    const prizes = within(card).getByRole("list", { name: "Prizes and chances" }).querySelectorAll("li");
    expect([...prizes].map((prize) => prize.textContent)).toEqual([
      "€5.00Bonus money40%",
      "50 CPComp points30%",
      "€10.00Bonus money20%",
      "200 CPComp points9%",
      "€50.00Bonus money1%",
    ]);
    expect(within(card).getByText(HASH)).toBeTruthy();
    expect(within(card).queryByText("Server seed (revealed)")).toBeNull();
    // The player's seed is made up in the browser, and the player may change it.
    const seed = within(card).getByRole("textbox", { name: "Your seed" }) as HTMLInputElement;
    await waitFor(() => expect(seed.value).toMatch(/^[0-9a-f]{16}$/));
    expect(within(card).getByRole("button", { name: "Open the box" })).toBeTruthy();
  });

  it("opens with the player's seed, announces the prize and reveals the seeds, then verifies the draw", async () => {
    const user = userEvent.setup();
    const fetch = stubApi({
      "POST /api/player/lootboxes/31/activation": () => Response.json(openedWith("my-lucky-seed")),
      "POST /api/lootboxes/verify": () => Response.json({ server_seed_hash: HASH, item_index: 2 }),
      "GET /api/player/accounts": () => Response.json([]),
    });
    show([ISSUED]);
    const card = await screen.findByRole("article", { name: "VIP level-up loot box" });
    const seed = within(card).getByRole("textbox", { name: "Your seed" });
    await waitFor(() => expect((seed as HTMLInputElement).value).not.toBe(""));
    await user.clear(seed);
    await user.type(seed, "my-lucky-seed");
    await user.click(within(card).getByRole("button", { name: "Open the box" }));

    const opening = fetch.mock.calls.find(([url]) => String(url).includes("/activation"));
    expect(JSON.parse(String(opening?.[1]?.body))).toEqual({ client_seed: "my-lucky-seed" });
    // The prize is said in a live region, which takes the keyboard focus from the gone button.
    const result = await within(card).findByText(/You won:/);
    expect(result.getAttribute("aria-live")).toBe("polite");
    expect(result.textContent).toBe("You won: €10.00 (Bonus money)");
    await waitFor(() => expect(document.activeElement).toBe(result));
    expect(card.querySelector(".lootbox-prize--won")?.textContent).toContain("€10.00");
    expect(within(card).getByText("Opened")).toBeTruthy();
    expect(within(card).getByText(SERVER_SEED)).toBeTruthy();
    expect(within(card).getByText("my-lucky-seed")).toBeTruthy();
    expect(within(card).getByText(HASH)).toBeTruthy();
    expect(within(card).getByText(/HMAC-SHA256\(server seed, “client seed:nonce:0”\)/)).toBeTruthy();

    await user.click(within(card).getByRole("button", { name: "Verify" }));
    const status = await within(card).findByText("The revealed seed's SHA-256 matches the commitment.");
    expect(status.closest("[role=status]")).toBeTruthy();
    expect(within(card).getByText("The draw lands on prize 3: the one you won.")).toBeTruthy();
    const verifying = fetch.mock.calls.find(([url]) => String(url).includes("/api/lootboxes/verify"));
    expect(JSON.parse(String(verifying?.[1]?.body))).toEqual({
      server_seed: SERVER_SEED,
      client_seed: "my-lucky-seed",
      nonce: 0,
      weights: [40, 30, 20, 9, 1],
    });
  });

  it("keeps the focus on the result when the box's event brings it opened before the answer", async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => {};
    stubApi({
      "POST /api/player/lootboxes/31/activation": () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
      "GET /api/player/lootboxes": () => Response.json([openedWith("race")]),
      "GET /api/player/accounts": () => Response.json([]),
    });
    show([ISSUED]);
    const card = await screen.findByRole("article", { name: "VIP level-up loot box" });
    await user.click(within(card).getByRole("button", { name: "Open the box" }));
    // The platform publishes the change when it commits: the reload can win the race.
    notifications.publish("lootboxes_changes" as UserChannel, { id: 31, stage: "opened" });
    const result = await screen.findByText(/You won:/);
    expect(screen.queryByRole("list", { name: "History" })).toBeNull();
    answer(Response.json(openedWith("race")));
    await waitFor(() => expect(document.activeElement).toBe(result));
    expect(result.isConnected).toBe(true);
  });

  it("shows the field's error for a seed the platform refuses, and the box stays closed", async () => {
    const user = userEvent.setup();
    stubApi({
      "POST /api/player/lootboxes/31/activation": () =>
        Response.json({ errors: { client_seed: ["has an invalid format"] } }, { status: 422 }),
    });
    show([ISSUED]);
    const card = await screen.findByRole("article", { name: "VIP level-up loot box" });
    const seed = within(card).getByRole("textbox", { name: "Your seed" });
    await user.type(seed, "{Control>}a{/Control}bad seed");
    await user.click(within(card).getByRole("button", { name: "Open the box" }));
    expect(await within(card).findByText("Use 1 to 64 letters, digits or symbols, without spaces.")).toBeTruthy();
    await user.clear(seed);
    await user.type(seed, "fine");
    await user.click(within(card).getByRole("button", { name: "Open the box" }));
    expect(await within(card).findByText("has an invalid format")).toBeTruthy();
    expect(seed.getAttribute("aria-invalid")).toBe("true");
    expect(within(card).getByText("Ready to open")).toBeTruthy();
  });

  it("invites the player to the next VIP level when there is no box, and shows one awarded live", async () => {
    stubApi({ "GET /api/player/lootboxes": () => Response.json([ISSUED]) });
    show([]);
    const link = await screen.findByRole("link", { name: "Reach the next VIP level" });
    expect(link.getAttribute("href")).toBe("/vip");
    notifications.publish("lootboxes_changes" as UserChannel, { id: 31, stage: "issued" });
    expect(await screen.findByRole("article", { name: "VIP level-up loot box" })).toBeTruthy();
  });

  it("keeps opened and expired boxes as history", async () => {
    stubApi({});
    show([
      openedWith("abc"),
      {
        ...ISSUED,
        id: 32,
        title: "Old box",
        created_at: "2019-12-01T00:00:00.000Z",
        valid_until: "2020-01-01T00:00:00.000Z",
      },
    ]);
    const history = await screen.findByRole("list", { name: "History" });
    const titles = within(history)
      .getAllByRole("article")
      .map((article) => within(article).getByRole("heading", { level: 3 }).textContent);
    expect(titles).toEqual(["VIP level-up loot box", "Old box"]);
    expect(within(history).getByText("Expired")).toBeTruthy();
    expect(within(history).getByText(/You won:/).textContent).toBe("You won: €10.00 (Bonus money)");
  });
});
