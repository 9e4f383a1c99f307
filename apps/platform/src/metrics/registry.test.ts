import { describe, expect, it } from "vitest";
import { createMetricsRegistry } from "./registry.ts";

describe("metrics registry", () => {
  it("renders counters, histograms and gauges in Prometheus text format", () => {
    const registry = createMetricsRegistry();
    const counter = registry.counter("ledger_postings_total", "Postings.");
    counter.inc({ currency: "EUR" });
    counter.inc({ currency: "EUR" }, 2);
    const histogram = registry.histogram("latency_seconds", "Latency.", [0.1, 1]);
    histogram.observe({ route: '/a"b' }, 0.5);
    registry.gauge("answer", "The answer.", () => 42);
    const text = registry.render();
    expect(text).toContain('ledger_postings_total{currency="EUR"} 3');
    expect(text).toContain('latency_seconds_bucket{route="/a\\"b",le="0.1"} 0');
    expect(text).toContain('latency_seconds_bucket{route="/a\\"b",le="1"} 1');
    expect(text).toContain('latency_seconds_bucket{route="/a\\"b",le="+Inf"} 1');
    expect(text).toContain('latency_seconds_sum{route="/a\\"b"} 0.5');
    expect(text).toContain("# TYPE answer gauge\nanswer 42");
  });
});
