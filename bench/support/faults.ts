import { readFile } from "node:fs/promises";
import type { OwnPostgres } from "./own-postgres.ts";

// The faults a load run injects (a node SIGKILLed, PostgreSQL restarted) and the errors they
// explain. A fault's window runs from its injection until it is healed (the node answers again,
// the database accepts connections) plus a grace for calls already under way and the pools'
// reconnections; an error inside a window is the fault's, any other is a real error. The window's
// last error tells how long the clients took to recover after the heal.

const GRACE_MS = 10_000;

interface Fault {
  label: string;
  at: number;
  healedAt: number | null;
  /** Healed only after this long (the node's restart, the database's downtime). */
  healMs: number | null;
  lastErrorAt: number | null;
  errors: Map<string, number>;
}

export class FaultLog {
  private readonly faults: Fault[] = [];

  /** Opens a fault's window now; call the returned function when it is healed. */
  begin(label: string): () => void {
    const fault: Fault = {
      label,
      at: performance.now(),
      healedAt: null,
      healMs: null,
      lastErrorAt: null,
      errors: new Map(),
    };
    this.faults.push(fault);
    console.log(`fault: ${label} (at ${(fault.at / 1000).toFixed(1)} s)`);
    return () => {
      fault.healedAt = performance.now();
      fault.healMs = fault.healedAt - fault.at;
    };
  }

  /** Whether an error of `operation` now falls in a fault's window (then it is counted there). */
  attribute(operation: string): boolean {
    const now = performance.now();
    const fault = this.faults.findLast((one) => one.at <= now && now <= (one.healedAt ?? now) + GRACE_MS);
    if (!fault) return false;
    fault.errors.set(operation, (fault.errors.get(operation) ?? 0) + 1);
    fault.lastErrorAt = now;
    return true;
  }

  get count(): number {
    return this.faults.length;
  }

  /** False while a fault is not healed yet (the next one waits: one at a time). */
  get settled(): boolean {
    return this.faults.every((fault) => fault.healedAt !== null);
  }

  /** Prints each fault: how long until healed, its errors per operation, the clients' recovery. */
  report(): void {
    for (const fault of this.faults) {
      const errors = [...fault.errors].map(([operation, count]) => `${operation} ${count}`).join(", ");
      const total = [...fault.errors.values()].reduce((a, b) => a + b, 0);
      const healed = fault.healMs === null ? "never healed" : `healed after ${seconds(fault.healMs)}`;
      const recovered =
        fault.healedAt === null || fault.lastErrorAt === null || fault.lastErrorAt <= fault.healedAt
          ? "no error after the heal"
          : `last error ${seconds(fault.lastErrorAt - fault.healedAt)} after the heal`;
      console.log(`  ${fault.label}: ${healed}; ${total} errors${errors ? ` (${errors})` : ""}; ${recovered}`);
    }
  }
}

interface ClusterNode {
  name: string;
  pid: number;
}

/**
 * SIGKILLs one of the cluster's nodes (scripts/cluster.ts's supervisor starts it again and writes
 * its new pid to the state file once it is ready): the first, or any at random. Resolves when it
 * is back; false when it was not running or is not back after 60 s.
 */
export async function killNode(stateFile: string, faults: FaultLog, anyNode = false): Promise<boolean> {
  const nodes = await clusterNodes(stateFile);
  const victim = nodes[anyNode ? Math.floor(Math.random() * nodes.length) : 0];
  if (!victim) return false;
  try {
    process.kill(victim.pid, "SIGKILL");
  } catch {
    // Gone already (exited on its own, the supervisor not done restarting it): nothing injected.
    console.log(`fault: ${victim.name} is not running; none killed`);
    return false;
  }
  const healed = faults.begin(`SIGKILL ${victim.name} (pid ${victim.pid})`);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    // The supervisor may be rewriting the file: an unreadable one is read again next time.
    const again = (await clusterNodes(stateFile).catch(() => [])).find((node) => node.name === victim.name);
    if (again && again.pid !== victim.pid) {
      healed();
      return true;
    }
  }
  console.log(`fault: ${victim.name} did not come back within 60 s`);
  return false;
}

/** Restarts the bench's own PostgreSQL as a crash would (see OwnPostgres.restart). */
export async function restartPostgres(postgres: OwnPostgres, faults: FaultLog, downMs: number): Promise<void> {
  const healed = faults.begin(`PostgreSQL stopped (immediate) for ${seconds(downMs)}, then started`);
  const down = await postgres.restart(downMs);
  healed();
  console.log(`fault: PostgreSQL accepts connections again (down ${seconds(down)})`);
}

async function clusterNodes(stateFile: string): Promise<ClusterNode[]> {
  return (JSON.parse(await readFile(stateFile, "utf8")) as { nodes: ClusterNode[] }).nodes;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}
