import { describe, expect, it } from "vitest";
import { channelName, USER_CHANNELS, userChannel, websocketUrl } from "./channels.ts";

describe("realtime channels", () => {
  it("names the player's channels <name>#<user>", () => {
    expect(USER_CHANNELS.map((name) => userChannel(name, "42"))).toEqual([
      "comps_award#42",
      "bonuses_changes#42",
      "freespins_changes#42",
      "lootboxes_changes#42",
      "payments_changes#42",
      "balance#42",
      "sportsbook_bets#42",
    ]);
  });

  it("reads a channel's name back, and nothing from channels it does not listen to", () => {
    expect(channelName("payments_changes#42")).toBe("payments_changes");
    expect(channelName("public:wins")).toBeNull();
  });

  it("connects to the settings' URL, adding the WebSocket endpoint when it is a bare origin", () => {
    expect(websocketUrl("wss://casino.example/connection/websocket")).toBe("wss://casino.example/connection/websocket");
    expect(websocketUrl("wss://rt.example/")).toBe("wss://rt.example/connection/websocket");
  });
});
