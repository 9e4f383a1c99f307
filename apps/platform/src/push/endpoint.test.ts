import { describe, expect, it } from "vitest";
import { checkEndpoint, isPrivateAddress } from "./endpoint.ts";

// Our server POSTs to whatever endpoint a browser (or anyone calling the API) gives: only public
// https hosts are accepted, unless the tests' switch allows loopback and plain http.

describe("push endpoints", () => {
  it.each([
    "https://fcm.googleapis.com/fcm/send/abc:def",
    "https://updates.push.services.mozilla.com/wpush/v2/gAAAA",
    "https://web.push.apple.com/QGx",
    "https://8.8.8.8/push",
  ])("accepts the public https endpoint %s", (endpoint) => {
    expect(checkEndpoint(endpoint, false)?.href).toBe(endpoint);
  });

  it.each([
    "http://fcm.googleapis.com/fcm/send/abc",
    "https://localhost/push",
    "https://127.0.0.1/push",
    "https://10.1.2.3/push",
    "https://172.16.0.1/push",
    "https://192.168.1.1/push",
    "https://169.254.169.254/latest/meta-data",
    "https://[::1]/push",
    "https://[fd00::1]/push",
    "https://[::ffff:127.0.0.1]/push",
    "https://metadata.internal/push",
    "https://printer.local/push",
    "https://intranet/push",
    "https://user:secret@fcm.googleapis.com/push",
    "ftp://fcm.googleapis.com/push",
    "not a url",
  ])("refuses %s", (endpoint) => {
    expect(checkEndpoint(endpoint, false)).toBeNull();
  });

  it("accepts loopback and plain http only when private endpoints are allowed (tests, development)", () => {
    expect(checkEndpoint("http://127.0.0.1:4000/push/1", true)?.port).toBe("4000");
    expect(checkEndpoint("ftp://127.0.0.1/push", true)).toBeNull();
  });

  it("tells private addresses from public ones", () => {
    for (const address of ["127.0.0.1", "10.0.0.8", "100.64.1.1", "::1", "fe80::1", "::ffff:10.0.0.1", "0.0.0.0"]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ["8.8.8.8", "142.250.0.1", "2a00:1450:4001::200e", "::ffff:8.8.8.8"]) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });
});
