import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// pgbench against the bench's PostgreSQL server: TPC-B on a temporary database of its own (the
// reference the ledger bench compares itself with), and a custom script on another database,
// which drives the ledger's SQL from pgbench's C client, without the platform's Node side.

export interface PgbenchRun {
  transactions: number;
  seconds: number;
}

export interface Pgbench {
  /** One timed TPC-B run (`prepared`: pgbench's -M prepared, as the platform's pool prepares too). */
  runTpcb(clients: number, threads: number, seconds: number, options?: { prepared?: boolean }): PgbenchRun;
  /** One timed run of a custom script (prepared statements) on `database`, `searchPath` set. */
  runScript(
    script: string,
    target: { database: string; searchPath: string },
    clients: number,
    threads: number,
    seconds: number,
  ): PgbenchRun;
  drop(): void;
}

/** Creates and initialises (scale 10) a TPC-B database called `database`. */
export function preparePgbench(url: URL, database: string): Pgbench {
  const connection = [
    "-h",
    url.hostname,
    "-p",
    url.port || "5432",
    "-U",
    decodeURIComponent(url.username || "postgres"),
  ];
  const scripts = mkdtempSync(path.join(tmpdir(), "croupier-pgbench-"));
  execFileSync("createdb", [...connection, database]);
  execFileSync("pgbench", [...connection, "-i", "-q", "-s", "10", database], { stdio: "ignore" });

  function run(args: string[], env: NodeJS.ProcessEnv = process.env): PgbenchRun {
    const output = execFileSync("pgbench", [...connection, ...args], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
      env,
    });
    const transactions = /number of transactions actually processed: (\d+)/.exec(output)?.[1];
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(output)?.[1];
    if (!transactions || !tps) throw new Error(`no figures in pgbench output:\n${output}`);
    return { transactions: Number(transactions), seconds: Number(transactions) / Number(tps) };
  }

  return {
    runTpcb: (clients, threads, seconds, options = {}) =>
      run([
        ...(options.prepared ? ["-M", "prepared"] : []),
        "-c",
        String(clients),
        "-j",
        String(threads),
        "-T",
        String(seconds),
        database,
      ]),
    runScript(script, target, clients, threads, seconds) {
      const file = path.join(scripts, "script.sql");
      writeFileSync(file, script);
      const args = ["-n", "-M", "prepared", "-f", file, "-c", String(clients), "-j", String(threads)];
      const env = { ...process.env, PGOPTIONS: `-c search_path=${target.searchPath}` };
      return run([...args, "-T", String(seconds), target.database], env);
    },
    drop() {
      execFileSync("dropdb", [...connection, "--if-exists", database]);
      rmSync(scripts, { recursive: true, force: true });
    },
  };
}
