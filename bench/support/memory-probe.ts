// Loaded into the platform by the memory bench (`node --import`): on SIGUSR2 it writes the
// process's memory split (process.memoryUsage(): rss, heapTotal, heapUsed, external,
// arrayBuffers) as JSON to MEMORY_PROBE_FILE, after a heap snapshot into MEMORY_PROBE_SNAPSHOT
// when that names a file (to see what holds the heap). Nothing else: no timer, no open handle.
import { writeFileSync } from "node:fs";
import { writeHeapSnapshot } from "node:v8";

const file = process.env.MEMORY_PROBE_FILE;
const snapshot = process.env.MEMORY_PROBE_SNAPSHOT;
if (file)
  process.on("SIGUSR2", () => {
    if (snapshot) writeHeapSnapshot(snapshot);
    writeFileSync(file, JSON.stringify(process.memoryUsage()));
  });
