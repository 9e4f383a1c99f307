import { monitorEventLoopDelay } from "node:perf_hooks";
import type { MetricsRegistry } from "./registry.ts";

/** Process health: CPU, memory, event-loop delay, start time (names as prom-client uses them). */
export function registerProcessMetrics(registry: MetricsRegistry): () => void {
  const startSeconds = Math.round(Date.now() / 1000 - process.uptime());
  const loopDelay = monitorEventLoopDelay({ resolution: 20 });
  loopDelay.enable();
  registry.gauge(
    "process_cpu_user_seconds_total",
    "User CPU time spent in seconds.",
    () => process.cpuUsage().user / 1e6,
    "counter",
  );
  registry.gauge(
    "process_cpu_system_seconds_total",
    "System CPU time spent in seconds.",
    () => process.cpuUsage().system / 1e6,
    "counter",
  );
  registry.gauge("process_resident_memory_bytes", "Resident memory size in bytes.", () => process.memoryUsage.rss());
  registry.gauge(
    "nodejs_heap_size_used_bytes",
    "Process heap size used in bytes.",
    () => process.memoryUsage().heapUsed,
  );
  registry.gauge("nodejs_heap_size_total_bytes", "Process heap size in bytes.", () => process.memoryUsage().heapTotal);
  registry.gauge(
    "nodejs_eventloop_lag_p99_seconds",
    "99th percentile of event-loop delay.",
    () => loopDelay.percentile(99) / 1e9,
  );
  registry.gauge(
    "process_start_time_seconds",
    "Start time of the process since unix epoch in seconds.",
    () => startSeconds,
  );
  return () => loopDelay.disable();
}
