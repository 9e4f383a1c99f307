import { execFile } from "node:child_process";
import { chown, mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { freePort } from "./server.ts";

// A throw-away PostgreSQL server of the bench's own (initdb + pg_ctl from the system's packages),
// in a temporary directory on a free port: the fault runs restart it, which they must never do to
// the machine's shared server. PostgreSQL refuses to run as root, so as root every command runs as
// the `postgres` OS user (runuser), which then owns the directory.

const run = promisify(execFile);
const POSTGRES_USER = "postgres";

export interface OwnPostgres {
  url: string;
  /**
   * Stops the server as a crash would (immediate: no checkpoint, WAL recovery on start), keeps it
   * down for `downMs`, starts it again; resolves once it accepts connections, to the time it was down.
   */
  restart(downMs: number): Promise<number>;
  /** Stops the server and deletes its data. */
  destroy(): Promise<void>;
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = await binDirectory();
  const dir = await mkdtemp(path.join(os.tmpdir(), "croupier-own-pg-"));
  const data = path.join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { uid, gid } = await osUser(POSTGRES_USER);
    await chown(dir, uid, gid);
  }
  const command = (tool: string, args: string[]) =>
    asRoot
      ? run("runuser", ["-u", POSTGRES_USER, "--", path.join(bin, tool), ...args])
      : run(path.join(bin, tool), args);
  const port = await freePort();
  // Unix sockets in the directory too: the default one (/var/run/postgresql) may not be writable.
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c max_connections=200`;
  const start = () =>
    command("pg_ctl", ["start", "-w", "-t", "60", "-D", data, "-l", path.join(dir, "server.log"), "-o", options]);
  const stop = (mode: "fast" | "immediate") => command("pg_ctl", ["stop", "-w", "-m", mode, "-D", data]);

  await command("initdb", ["-D", data, "-U", POSTGRES_USER, "--auth=trust", "-E", "UTF8", "--no-sync"]);
  await start();
  const url = `postgres://${POSTGRES_USER}@127.0.0.1:${port}/postgres`;
  await waitUntilAccepting(url);
  return {
    url,
    async restart(downMs) {
      const stopped = performance.now();
      await stop("immediate");
      await new Promise((resolve) => setTimeout(resolve, downMs));
      await start();
      await waitUntilAccepting(url);
      return performance.now() - stopped;
    },
    async destroy() {
      await stop("fast").catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The newest installed PostgreSQL's binaries (Debian: /usr/lib/postgresql/<major>/bin). */
async function binDirectory(): Promise<string> {
  const root = "/usr/lib/postgresql";
  const majors = (await readdir(root).catch(() => [])).filter((name) => /^\d+$/.test(name));
  const newest = majors.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error(`no PostgreSQL binaries under ${root} (apt-get install postgresql)`);
  return path.join(root, newest, "bin");
}

async function osUser(name: string): Promise<{ uid: number; gid: number }> {
  const id = async (flag: string) => Number((await run("id", [flag, name])).stdout.trim());
  return { uid: await id("-u"), gid: await id("-g") };
}

/** `pg_ctl -w` returns when the postmaster is up; a first query proves recovery is over too. */
async function waitUntilAccepting(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    client.on("error", () => {});
    try {
      await client.connect();
      await client.query("select 1");
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await client.end().catch(() => {});
    }
  }
}
