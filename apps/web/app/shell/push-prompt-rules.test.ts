import { describe, expect, it } from "vitest";
import {
  mayOfferPush,
  PUSH_PROMPT_DELAY_MS,
  PUSH_PROMPT_SNOOZE_MS,
  type PushPromptState,
} from "./push-prompt-rules.ts";

const NOW = Date.parse("2026-11-27T12:00:00Z");
const DEPOSITED: PushPromptState = {
  player: { id: 7, stats: { deposits_count: 1 } },
  permission: "default",
  dismissedAt: null,
  now: NOW,
};

describe("when the push prompt is offered", () => {
  it.each<[string, Partial<PushPromptState>, boolean]>([
    ["to a signed-in player after a first deposit, whose browser has not decided", {}, true],
    ["never to a visitor", { player: null }, false],
    ["never before the first deposit", { player: { id: 7, stats: { deposits_count: 0 } } }, false],
    ["never where the browser has no Web Push", { permission: null }, false],
    ["never once notifications are denied", { permission: "denied" }, false],
    ["never again once they are granted", { permission: "granted" }, false],
    ["not within 30 days of a 'Not now'", { dismissedAt: String(NOW - PUSH_PROMPT_SNOOZE_MS + 60_000) }, false],
    ["again 30 days after a 'Not now'", { dismissedAt: String(NOW - PUSH_PROMPT_SNOOZE_MS - 1) }, true],
    ["when the remembered answer is unreadable", { dismissedAt: "soon" }, true],
  ])("%s", (_rule, change, expected) => {
    expect(mayOfferPush({ ...DEPOSITED, ...change })).toBe(expected);
  });

  it("never at first load: it waits on the page first", () => {
    expect(PUSH_PROMPT_DELAY_MS).toBeGreaterThanOrEqual(10_000);
  });
});
