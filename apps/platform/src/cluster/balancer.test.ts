import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type Balancer, startBalancer } from "../../../../scripts/cluster-balancer.ts";

// `npm run cluster`'s own balancer (used where neither nginx nor HAProxy is installed): a node that
// dies while it streams a page must not leave the player waiting for the rest of it.

let node: http.Server;
let balancer: Balancer;
let balancerPort: number;
let workDir: string;

async function listen(server: http.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

beforeAll(async () => {
  node = http.createServer((request, response) => {
    if (request.url === "/health") return response.end("ok");
    // The first part of a streamed page, then the process dies: its socket closes mid-body.
    response.writeHead(200, { "content-type": "text/html" });
    response.write("<!doctype html><html><body><main>");
    setTimeout(() => request.socket.destroy(), 100);
  });
  const nodePort = await listen(node);
  const free = http.createServer();
  balancerPort = await listen(free);
  await new Promise((resolve) => free.close(resolve));
  workDir = await mkdtemp(path.join(os.tmpdir(), "croupier-balancer-"));
  balancer = await startBalancer("node", {
    port: balancerPort,
    host: "127.0.0.1",
    nodePorts: [nodePort],
    workDir,
    log: () => {},
  });
});
afterAll(async () => {
  await balancer?.stop();
  node.closeAllConnections();
  await new Promise((resolve) => node.close(resolve));
  await rm(workDir, { recursive: true, force: true });
});

it("cuts the player's answer when the node dies in the middle of it", async () => {
  const response = await fetch(`http://127.0.0.1:${balancerPort}/games`, { signal: AbortSignal.timeout(10_000) });
  expect(response.status).toBe(200);
  const reading = response.text().then(
    () => "complete",
    (error: Error) => error.name,
  );
  // Cut at once ("TypeError: terminated"), not left open until the client gives up (TimeoutError).
  expect(await reading).toBe("TypeError");
});
