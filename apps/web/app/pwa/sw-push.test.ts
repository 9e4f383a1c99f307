import { describe, expect, it } from "vitest";
import { notificationTarget, parsePushMessage } from "./sw-push.ts";

const ORIGIN = "https://casino.test";

describe("a push's message", () => {
  it("is read from the platform's JSON payload", () => {
    expect(
      parsePushMessage('{"title":"Deposit received","body":"€20 added","url":"/es/profile","tag":"pay-1"}'),
    ).toEqual({ title: "Deposit received", body: "€20 added", url: "/es/profile", tag: "pay-1" });
  });

  it("opens the home page when the payload names no url", () => {
    expect(parsePushMessage('{"title":"Level up","body":""}')?.url).toBe("/");
  });

  it.each([
    ["not JSON", "hello"],
    ["no title", '{"body":"x","url":"/"}'],
    ["a list", "[1,2]"],
    ["nothing", ""],
  ])("is ignored when the payload is %s", (_, payload) => {
    expect(parsePushMessage(payload)).toBeNull();
  });
});

describe("the page a notification opens", () => {
  it.each([
    ["/es/promotions?x=1#top", "/es/promotions?x=1#top"],
    ["/profile/bonuses", "/profile/bonuses"],
  ])("is the site's own path %s", (url, expected) => {
    expect(notificationTarget(url, ORIGIN)).toBe(expected);
  });

  it.each([
    "https://evil.example/",
    "//evil.example/path",
    "/\\evil.example",
    "javascript:alert(1)",
    "promotions",
    42,
    null,
  ])("is the home page for %s", (url) => {
    expect(notificationTarget(url, ORIGIN)).toBe("/");
  });
});
