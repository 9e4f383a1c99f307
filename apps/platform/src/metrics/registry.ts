// A small Prometheus registry: counters, histograms and callback gauges rendered in the text
// exposition format. Enough for request latency and the later ledger/wallet metrics without a
// dependency.

type Labels = Record<string, string>;

interface Metric {
  render(): string[];
}

export interface Counter {
  inc(labels?: Labels, value?: number): void;
}

export interface Histogram {
  observe(labels: Labels, value: number): void;
}

export interface MetricsRegistry {
  counter(name: string, help: string): Counter;
  histogram(name: string, help: string, buckets: readonly number[]): Histogram;
  gauge(name: string, help: string, read: () => number, type?: "gauge" | "counter"): void;
  render(): string;
}

export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

export function createMetricsRegistry(): MetricsRegistry {
  const metrics: Metric[] = [];
  return {
    counter(name, help) {
      const values = new Map<string, number>();
      metrics.push({
        render: () => [header(name, help, "counter"), ...[...values].map(([key, v]) => `${name}${key} ${v}`)],
      });
      return {
        inc: (labels = {}, value = 1) => {
          const key = formatLabels(labels);
          values.set(key, (values.get(key) ?? 0) + value);
        },
      };
    },
    histogram(name, help, buckets) {
      const series = new Map<string, { labels: Labels; counts: number[]; sum: number; count: number }>();
      metrics.push({ render: () => [header(name, help, "histogram"), ...[...series.values()].flatMap(renderSeries)] });
      function renderSeries(s: { labels: Labels; counts: number[]; sum: number; count: number }): string[] {
        const lines = buckets.map(
          (le, i) => `${name}_bucket${formatLabels({ ...s.labels, le: String(le) })} ${s.counts[i]}`,
        );
        lines.push(`${name}_bucket${formatLabels({ ...s.labels, le: "+Inf" })} ${s.count}`);
        lines.push(
          `${name}_sum${formatLabels(s.labels)} ${s.sum}`,
          `${name}_count${formatLabels(s.labels)} ${s.count}`,
        );
        return lines;
      }
      return {
        observe: (labels, value) => {
          const key = formatLabels(labels);
          const s = series.get(key) ?? { labels, counts: buckets.map(() => 0), sum: 0, count: 0 };
          buckets.forEach((le, i) => {
            if (value <= le) s.counts[i] = (s.counts[i] ?? 0) + 1;
          });
          s.sum += value;
          s.count += 1;
          series.set(key, s);
        },
      };
    },
    gauge(name, help, read, type = "gauge") {
      metrics.push({ render: () => [header(name, help, type), `${name} ${read()}`] });
    },
    render: () => `${metrics.flatMap((metric) => metric.render()).join("\n")}\n`,
  };
}

function header(name: string, help: string, type: string): string {
  return `# HELP ${name} ${help}\n# TYPE ${name} ${type}`;
}

function formatLabels(labels: Labels): string {
  const entries = Object.entries(labels);
  if (entries.length === 0) return "";
  const escapeValue = (value: string) => value.replaceAll("\\", "\\\\").replaceAll('"', '\\"').replaceAll("\n", "\\n");
  return `{${entries.map(([key, value]) => `${key}="${escapeValue(value)}"`).join(",")}}`;
}
