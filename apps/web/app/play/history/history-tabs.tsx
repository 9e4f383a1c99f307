import { type KeyboardEvent, type ReactNode, useRef } from "react";
import { HISTORY_TABS, type HistoryTab } from "./statement-filters.ts";

/**
 * The history's tabs (WAI-ARIA tabs pattern): one tab stop, arrow keys (and Home, End) move
 * between the tabs and select them, the panel follows. Each tab is also a link to its address, so
 * it works before the scripts load and the chosen tab stays in the address.
 */
export function HistoryTabs({
  selected,
  labels,
  label,
  onSelect,
  children,
}: {
  selected: HistoryTab;
  labels: Record<HistoryTab, string>;
  label: string;
  onSelect: (tab: HistoryTab) => void;
  children: ReactNode;
}) {
  const refs = useRef<Partial<Record<HistoryTab, HTMLAnchorElement | null>>>({});
  const move = (event: KeyboardEvent, index: number) => {
    const last = HISTORY_TABS.length - 1;
    const next =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = HISTORY_TABS[next] as HistoryTab;
    onSelect(tab);
    refs.current[tab]?.focus();
  };
  return (
    <>
      <div className="history-tabs" role="tablist" aria-label={label}>
        {HISTORY_TABS.map((tab, index) => (
          <a
            key={tab}
            ref={(element) => {
              refs.current[tab] = element;
            }}
            id={`history-tab-${tab}`}
            role="tab"
            href={`?tab=${tab}`}
            aria-selected={tab === selected}
            aria-controls="history-panel"
            tabIndex={tab === selected ? 0 : -1}
            className="history-tabs__tab"
            onClick={(event) => {
              event.preventDefault();
              onSelect(tab);
            }}
            onKeyDown={(event) => move(event, index)}
          >
            {labels[tab]}
          </a>
        ))}
      </div>
      <div id="history-panel" role="tabpanel" aria-labelledby={`history-tab-${selected}`} className="history-panel">
        {children}
      </div>
    </>
  );
}
