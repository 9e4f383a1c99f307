// The load balancer in front of `npm run cluster`'s platform nodes: nginx or HAProxy from the
// system's packages when installed (what an operator runs in production), else a small balancer on
// http-proxy-3 (a maintained fork of http-proxy). All three pass WebSocket upgrades through, add
// X-Forwarded-For (the nodes trust it from 127.0.0.1: TRUSTED_PROXIES), spread new connections
// over the nodes and leave a node that refuses connections out for a few seconds. None retries a
// POST on another node: a money call is answered once, by the node that took it.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import http from "node:http";
import type { Socket } from "node:net";
import path from "node:path";
import { createProxyServer } from "http-proxy-3";

export type BalancerKind = "nginx" | "haproxy" | "node";

export interface Balancer {
  kind: BalancerKind;
  stop(): Promise<void>;
}

export interface BalancerOptions {
  /** The port the balancer listens on (127.0.0.1 and, for nginx and HAProxy, every interface). */
  port: number;
  host: string;
  /** The nodes' ports on 127.0.0.1. */
  nodePorts: number[];
  /** Where the configuration, pid and logs of nginx or HAProxy go. */
  workDir: string;
  log: (line: string) => void;
}

/** The balancer to use: CLUSTER_BALANCER when set, else nginx, HAProxy or the Node one, first found. */
export function chooseBalancer(wanted: string | undefined): BalancerKind {
  if (wanted === "nginx" || wanted === "haproxy" || wanted === "node") return wanted;
  if (wanted) throw new Error(`CLUSTER_BALANCER=${wanted}: use nginx, haproxy or node`);
  if (findExecutable("nginx")) return "nginx";
  if (findExecutable("haproxy")) return "haproxy";
  return "node";
}

export async function startBalancer(kind: BalancerKind, options: BalancerOptions): Promise<Balancer> {
  if (kind === "node") return startNodeBalancer(options);
  await mkdir(options.workDir, { recursive: true });
  const executable = findExecutable(kind);
  if (!executable) throw new Error(`${kind} is not installed`);
  const config = path.join(options.workDir, `${kind}.conf`);
  await writeFile(config, kind === "nginx" ? nginxConfig(options) : haproxyConfig(options));
  const args = kind === "nginx" ? ["-p", options.workDir, "-c", config] : ["-f", config, "-db"];
  const check = spawnSync(executable, kind === "nginx" ? [...args, "-t"] : ["-c", "-f", config], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`${kind} refused its configuration:\n${check.stderr}${check.stdout}`);
  const child = spawn(executable, args, { stdio: ["ignore", "inherit", "inherit"] });
  await waitForPort(options.port, child, kind);
  return {
    kind,
    stop: () => stopChild(child),
  };
}

function findExecutable(name: string): string | null {
  for (const dir of [...(process.env.PATH ?? "").split(path.delimiter), "/usr/sbin", "/usr/local/sbin", "/sbin"]) {
    const candidate = path.join(dir, name);
    if (spawnSync("test", ["-x", candidate]).status === 0) return candidate;
  }
  return null;
}

function nginxConfig({ port, host, nodePorts, workDir }: BalancerOptions): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(workDir, name)};`;
  return `# Written by scripts/cluster.ts; the same layout as compose.yaml's balancer.
daemon off;
worker_processes 1;
pid ${path.join(workDir, "nginx.pid")};
error_log stderr warn;
events { worker_connections 4096; }
http {
  access_log off;
  ${temp("client_body")}
  ${temp("proxy")}
  ${temp("fastcgi")}
  ${temp("uwsgi")}
  ${temp("scgi")}
  client_max_body_size 20m;
  map $http_upgrade $connection_upgrade { default upgrade; "" ""; }
  upstream croupier {
    least_conn;
${nodePorts.map((nodePort) => `    server 127.0.0.1:${nodePort} max_fails=1 fail_timeout=3s;`).join("\n")}
    keepalive 64;
  }
  server {
    listen ${host}:${port};
    location / {
      proxy_pass http://croupier;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_read_timeout 1h;
      proxy_buffering off;
    }
  }
}
`;
}

function haproxyConfig({ port, host, nodePorts }: BalancerOptions): string {
  return `# Written by scripts/cluster.ts; the same layout as compose.yaml's balancer.
global
  maxconn 4096
defaults
  mode http
  option http-server-close
  option forwardfor
  # A connection a node refused never reached it: try it on another node.
  retries 2
  retry-on conn-failure
  option redispatch 1
  timeout connect 5s
  timeout client 1h
  timeout server 1h
  timeout tunnel 1h
frontend croupier
  bind ${host}:${port}
  default_backend nodes
backend nodes
  balance leastconn
  option httpchk GET /health
${nodePorts.map((nodePort, index) => `  server node${index + 1} 127.0.0.1:${nodePort} check inter 1s fall 1 rise 1`).join("\n")}
`;
}

/**
 * Round robin over the nodes that answer: each node's /health is polled every second, and a node
 * that refuses a connection is left out until it answers again. A refused GET or HEAD (nothing
 * reached the node) is tried on the next node; a refused POST is answered 502, as nginx does.
 */
async function startNodeBalancer({ port, host, nodePorts }: BalancerOptions): Promise<Balancer> {
  const proxy = createProxyServer({ xfwd: true, ws: true });
  // A node that dies in the middle of an answer (a page the renderer streams) leaves its body
  // unfinished: the player's connection is cut too, as nginx and HAProxy do, instead of waiting for
  // the rest forever (the soak's page loads begun just before a node was killed hung 30 s).
  proxy.on("proxyRes", (proxyRes, _request, response) => {
    proxyRes.once("close", () => {
      if (!proxyRes.complete) response.destroy();
    });
  });
  const down = new Set<number>();
  let next = 0;
  const pick = (): number => {
    for (let tried = 0; tried < nodePorts.length; tried++) {
      const candidate = nodePorts[next++ % nodePorts.length] as number;
      if (!down.has(candidate)) return candidate;
    }
    return nodePorts[next++ % nodePorts.length] as number;
  };
  const health = setInterval(() => {
    for (const nodePort of nodePorts) {
      fetch(`http://127.0.0.1:${nodePort}/health`, { signal: AbortSignal.timeout(900) }).then(
        (response) => (response.ok ? down.delete(nodePort) : down.add(nodePort)),
        () => down.add(nodePort),
      );
    }
  }, 1_000);
  const forward = (request: http.IncomingMessage, response: http.ServerResponse, attempt: number) => {
    const nodePort = pick();
    proxy.web(request, response, { target: `http://127.0.0.1:${nodePort}` }, (error) => {
      const refused = (error as NodeJS.ErrnoException).code === "ECONNREFUSED";
      if (refused) down.add(nodePort);
      const replayable = request.method === "GET" || request.method === "HEAD";
      if (refused && replayable && attempt < nodePorts.length && !response.headersSent) {
        forward(request, response, attempt + 1);
        return;
      }
      // Once part of the node's answer has gone out, a 502 can no longer be said: cut the answer.
      if (response.headersSent) {
        response.destroy();
        return;
      }
      response.writeHead(502, { "content-type": "application/json" });
      response.end('{"error":"Bad gateway"}');
    });
  };
  const server = http.createServer((request, response) => forward(request, response, 1));
  server.on("upgrade", (request, socket: Socket, head) => {
    const nodePort = pick();
    proxy.ws(request, socket, head, { target: `ws://127.0.0.1:${nodePort}` }, () => {
      down.add(nodePort);
      socket.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, resolve);
  });
  return {
    kind: "node",
    stop: () =>
      new Promise<void>((resolve) => {
        clearInterval(health);
        server.close(() => resolve());
        server.closeAllConnections();
        proxy.close();
      }),
  };
}

async function waitForPort(port: number, child: ChildProcess, name: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode})`);
    const open = await new Promise<boolean>((resolve) => {
      const request = http.get({ host: "127.0.0.1", port, path: "/health", timeout: 500 }, (response) => {
        response.resume();
        resolve(true);
      });
      request.on("error", () => resolve(false));
      request.on("timeout", () => request.destroy());
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} did not listen on ${port}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}
