import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { countColumns, gridWindow } from "./grid-window.ts";

interface Layout {
  columns: number;
  rowHeight: number;
  gridTop: number;
  scrollY: number;
  viewportHeight: number;
}

/**
 * A tile grid that renders only the rows near the viewport (grid-window.ts). Until it has measured
 * a row — on the server and in the first browser paint — it renders every item it was given (the
 * lobby's pages 1..N), so crawlers and the first paint get real tiles. Rows are reserved as
 * padding, so the scrollbar is honest.
 */
export function WindowedGrid<Item>({
  items,
  itemKey,
  renderItem,
  label,
}: {
  items: readonly Item[];
  itemKey: (item: Item) => string;
  renderItem: (item: Item, index: number) => ReactNode;
  label: string;
}) {
  const ref = useRef<HTMLUListElement>(null);
  const [layout, setLayout] = useState<Layout | null>(null);

  const measure = useCallback(() => {
    const grid = ref.current;
    const first = grid?.firstElementChild as HTMLElement | null;
    if (!grid || !first) return;
    const style = getComputedStyle(grid);
    const rowGap = Number.parseFloat(style.rowGap) || 0;
    const next: Layout = {
      columns: countColumns(style.gridTemplateColumns),
      rowHeight: first.offsetHeight + rowGap,
      gridTop: grid.getBoundingClientRect().top + window.scrollY,
      scrollY: window.scrollY,
      viewportHeight: window.innerHeight,
    };
    setLayout((previous) =>
      previous &&
      previous.columns === next.columns &&
      previous.rowHeight === next.rowHeight &&
      previous.gridTop === next.gridTop &&
      previous.scrollY === next.scrollY &&
      previous.viewportHeight === next.viewportHeight
        ? previous
        : next,
    );
  }, []);

  // Scrolling and resizing re-measure once per frame at most.
  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        measure();
      });
    };
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    const observer = typeof ResizeObserver === "function" ? new ResizeObserver(schedule) : null;
    if (ref.current) observer?.observe(ref.current);
    schedule();
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      observer?.disconnect();
    };
  }, [measure]);

  // A new list (other filters) may change the grid's position and rows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure when the items change
  useEffect(() => measure(), [items, measure]);

  // Before the first measure (the server, hydration) every item is rendered: the page is as tall
  // as it will be, so a reload or Back lands at the place it left.
  const range = layout
    ? gridWindow({ ...layout, total: items.length })
    : { start: 0, end: items.length, paddingTop: 0, paddingBottom: 0 };
  const shown = items.slice(range.start, range.end);
  return (
    <ul
      ref={ref}
      className="game-grid"
      aria-label={label}
      style={{ paddingTop: range.paddingTop, paddingBottom: range.paddingBottom }}
    >
      {shown.map((item, offset) => {
        const index = range.start + offset;
        return (
          <li key={itemKey(item)} aria-setsize={items.length} aria-posinset={index + 1}>
            {renderItem(item, index)}
          </li>
        );
      })}
    </ul>
  );
}
