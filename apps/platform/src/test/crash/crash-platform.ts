import { type ChildProcess, spawn } from "node:child_process";
import { appendFileSync, readFileSync } from "node:fs";
import net from "node:net";
import { fileURLToPath } from "node:url";

// The real platform as a child process (`node src/server.ts`), for the crash test: started, killed
// with SIGKILL (no shutdown hook runs, in-flight requests and transactions are cut off) and started
// again on the same database and port, as a process supervisor would.

const SERVER_ENTRY = fileURLToPath(new URL("../../server.ts", import.meta.url));
// A restart replays PGlite's files: 60 s was not always enough beside other suites on two cores.
const READY_TIMEOUT_MS = 120_000;

export interface PlatformProcess {
  origin: string;
  /** Spawns the server and resolves once `/ready` answers 200 (migrated, seeded, listening). */
  start(): Promise<void>;
  /** SIGKILL, then waits until the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM (graceful shutdown), then waits until the process is gone. */
  stop(): Promise<void>;
  /** The last lines the server printed (its stdout and stderr, across every start). */
  logTail(lines?: number): string;
}

/** A port nobody listens on right now, kept for every start so clients keep one address. */
export async function findFreePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export function createPlatformProcess(options: {
  port: number;
  env: Record<string, string>;
  logFile: string;
}): PlatformProcess {
  const origin = `http://127.0.0.1:${options.port}`;
  let child: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();
  const log = (text: string) => appendFileSync(options.logFile, text);

  async function waitUntilReady(process: ChildProcess): Promise<void> {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (process.exitCode !== null || process.signalCode !== null) {
        throw new Error(`the platform exited during start-up (${process.exitCode ?? process.signalCode})`);
      }
      try {
        const response = await fetch(`${origin}/ready`, { signal: AbortSignal.timeout(2_000) });
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error("the platform did not become ready in time");
  }

  function logTail(lines = 30): string {
    try {
      return readFileSync(options.logFile, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
    } catch {
      return "(no server output)";
    }
  }

  async function signal(name: NodeJS.Signals): Promise<void> {
    const running = child;
    if (!running) return;
    running.kill(name);
    await exited;
    child = null;
  }

  return {
    origin,
    async start() {
      if (child) throw new Error("the platform is already running");
      log(`--- start at ${new Date().toISOString()}\n`);
      const started = spawn(process.execPath, [SERVER_ENTRY], {
        env: { ...process.env, PORT: String(options.port), HOST: "127.0.0.1", ...options.env },
        stdio: ["ignore", "pipe", "pipe"],
      });
      child = started;
      exited = new Promise((resolve) => started.once("exit", () => resolve()));
      started.stdout?.on("data", (chunk: Buffer) => log(chunk.toString()));
      started.stderr?.on("data", (chunk: Buffer) => log(chunk.toString()));
      try {
        await waitUntilReady(started);
      } catch (error) {
        await signal("SIGKILL");
        throw new Error(`${(error as Error).message}\n${logTail()}`);
      }
    },
    kill: () => signal("SIGKILL"),
    stop: () => signal("SIGTERM"),
    logTail,
  };
}
