export interface Bar {
  /** The bar's name under the axis (a day). */
  label: string;
  value: number;
  /** The value as read out (an amount with its currency). */
  text: string;
}

const WIDTH = 960;
const HEIGHT = 220;
const TOP = 8;
const AXIS = 22;

/**
 * A bar chart as plain SVG (no chart library: the back office's bundle gains about 1 kB instead
 * of recharts' ~100 kB). Negative bars hang below the zero line in red. The chart is one image
 * whose name reads every bar, so a screen reader gets the figures and not the geometry; each bar
 * also has a tooltip (`title`) for the mouse.
 */
export function BarChart({ bars, label }: { bars: readonly Bar[]; label: string }) {
  const max = Math.max(0, ...bars.map((bar) => bar.value));
  const min = Math.min(0, ...bars.map((bar) => bar.value));
  const range = max - min;
  const plot = HEIGHT - TOP - AXIS;
  // All bars zero: the zero line is the floor, not the ceiling.
  const zero = range === 0 ? TOP + plot : TOP + (max / range) * plot;
  const slot = WIDTH / Math.max(1, bars.length);
  const barWidth = Math.max(2, Math.min(48, slot * 0.7));
  // At most about 8 labels under the axis, always the first and the last.
  const every = Math.max(1, Math.ceil(bars.length / 8));
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width="100%"
      role="img"
      aria-label={label}
      style={{ display: "block", maxHeight: 240 }}
    >
      <line x1={0} x2={WIDTH} y1={zero} y2={zero} stroke="var(--mantine-color-gray-5)" strokeWidth={1} />
      {bars.map((bar, index) => {
        const height = range === 0 ? 0 : (Math.abs(bar.value) / range) * plot;
        const x = index * slot + (slot - barWidth) / 2;
        const last = bars.length - 1;
        // The last label always; another only if it keeps clear of the last one.
        const showLabel = index === last || (index % every === 0 && last - index >= every);
        // The first and last labels are kept inside the chart rather than centred under their bar.
        const anchor = bars.length === 1 ? "middle" : index === 0 ? "start" : index === last ? "end" : "middle";
        const labelX =
          anchor === "start" ? index * slot : anchor === "end" ? (index + 1) * slot : index * slot + slot / 2;
        return (
          <g key={bar.label}>
            <rect
              x={x}
              y={bar.value >= 0 ? zero - height : zero}
              width={barWidth}
              height={Math.max(height, bar.value === 0 ? 0 : 1)}
              rx={2}
              fill={bar.value >= 0 ? "var(--mantine-color-indigo-6)" : "var(--mantine-color-red-7)"}
            >
              <title>{`${bar.label}: ${bar.text}`}</title>
            </rect>
            {showLabel ? (
              <text x={labelX} y={HEIGHT - 6} textAnchor={anchor} fontSize={12} fill="var(--mantine-color-gray-7)">
                {bar.label}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
