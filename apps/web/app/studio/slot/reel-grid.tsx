import { useLingui } from "@lingui/react/macro";
import type { CSSProperties } from "react";
import type { SlotInfo, SlotLineWin } from "../types.ts";
import type { SlotPalette } from "./palettes.ts";
import { linePoints } from "./reel-window.ts";
import { SymbolGlyph } from "./symbol-glyph.tsx";

// The reel window: five columns of `rows` cells. While a spin animates, each reel shows a longer
// column of real strip symbols sliding down onto its final window (spinStrip); otherwise the
// window itself. Winning cells are lit, the rest dimmed, and each winning line is drawn over them.

export interface SpinFrame {
  /** Per reel: final window first, then the strip symbols the reel slides through. */
  columns: string[][];
  running: boolean;
}

export function ReelGrid({
  info,
  palette,
  ranks,
  columns,
  spin,
  lit,
  lineWins,
}: {
  info: SlotInfo;
  palette: SlotPalette;
  ranks: ReadonlyMap<string, number>;
  columns: string[][];
  spin: SpinFrame | null;
  /** "reel:row" keys of winning cells; empty when nothing won. */
  lit: ReadonlySet<string>;
  lineWins: readonly SlotLineWin[];
}) {
  const { t } = useLingui();
  const symbols = new Map(info.symbols.map((symbol) => [symbol.id, symbol]));
  const rows = info.rows;
  const reels = columns.length;
  const style = {
    "--reels": reels,
    "--rows": rows,
    "--window-top": palette.window[0],
    "--window-bottom": palette.window[1],
    "--cell": palette.cell,
  } as CSSProperties;
  return (
    <div className="reels" style={style} data-spinning={spin ? "true" : undefined}>
      <fieldset className="reels__frame" aria-label={t`Reels`}>
        {columns.map((column, reel) => {
          const moving = spin?.columns[reel];
          const lead = moving ? moving.length - rows : 0;
          const listStyle = moving
            ? ({
                "--lead": lead,
                "--length": moving.length,
                "--delay": `${reel * 90}ms`,
                "--duration": `${620 + reel * 140}ms`,
              } as CSSProperties)
            : undefined;
          const shown = moving ?? column;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: reels are positions, not items.
            <div className="reel" key={reel}>
              <ul
                aria-label={t`Reel ${reel + 1}`}
                className={`reel__strip${moving ? (spin?.running ? " reel__strip--running" : " reel__strip--start") : ""}`}
                style={listStyle}
              >
                {shown.map((id, row) => {
                  const symbol = symbols.get(id);
                  const key = `${reel}:${row}`;
                  const state = moving
                    ? ""
                    : lit.size === 0
                      ? ""
                      : lit.has(key)
                        ? " reel__cell--lit"
                        : " reel__cell--dim";
                  return (
                    <li
                      // biome-ignore lint/suspicious/noArrayIndexKey: cells are positions on the reel.
                      key={row}
                      className={`reel__cell${state}`}
                      aria-hidden={moving && row >= rows ? true : undefined}
                      aria-label={symbol?.name ?? id}
                    >
                      <SymbolGlyph symbol={symbol} rank={ranks.get(id) ?? 0} palette={palette} />
                    </li>
                  );
                })}
              </ul>
            </div>
          );
        })}
      </fieldset>
      {!spin && lineWins.length > 0 && (
        <svg
          className="reels__lines"
          viewBox={`0 0 ${reels} ${rows}`}
          preserveAspectRatio="none"
          aria-hidden="true"
          focusable="false"
        >
          {lineWins.map((win) => {
            const line = info.lines[win.line - 1];
            return line ? (
              <polyline key={win.line} points={linePoints(line.slice(0, reels))} className="reels__line" />
            ) : null;
          })}
        </svg>
      )}
    </div>
  );
}
