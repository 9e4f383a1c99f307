// One play at a time per owner in this process: a player's second click waits for the first to
// settle instead of racing it. (Across nodes, the seed row lock and the pending check decide.)

const tails = new Map<string, Promise<unknown>>();

export async function serialize<T>(key: string, task: () => Promise<T>): Promise<T> {
  const previous = tails.get(key) ?? Promise.resolve();
  const run = previous.then(task, task);
  const tail = run.catch(() => {});
  tails.set(key, tail);
  try {
    return await run;
  } finally {
    if (tails.get(key) === tail) tails.delete(key);
  }
}
