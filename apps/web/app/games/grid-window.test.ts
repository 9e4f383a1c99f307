import { describe, expect, it } from "vitest";
import { countColumns, FIRST_PAGE_SIZE, gridWindow } from "./grid-window.ts";

const base = { viewportHeight: 800, gridTop: 300, rowHeight: 200, columns: 4, total: 5000, overscanRows: 2 };

describe("gridWindow", () => {
  it("renders the rows on screen plus the overscan at the top of the page", () => {
    // Viewport 0–800 px shows grid px 0–500: rows 0–2; two rows of overscan below → rows 0–4.
    expect(gridWindow({ ...base, scrollY: 0 })).toEqual({
      start: 0,
      end: 20,
      paddingTop: 0,
      paddingBottom: (1250 - 5) * 200,
    });
  });

  it("keeps the DOM small far down the list and reserves the height of the rest", () => {
    const window = gridWindow({ ...base, scrollY: 300 + 200 * 600 });
    expect(window.start).toBe(598 * 4);
    // Rows 600–604 are on screen; two rows of overscan either side.
    expect(window.end).toBe(607 * 4);
    expect(window.end - window.start).toBeLessThanOrEqual(40);
    // Every row is accounted for: space above + rendered rows + space below = whole grid.
    const renderedRows = (window.end - window.start) / 4;
    expect(window.paddingTop + renderedRows * 200 + window.paddingBottom).toBe(1250 * 200);
  });

  it("stops at the end of the list, the last row possibly partial", () => {
    // Three rows (4 + 4 + 2) scrolled far past: only the last, partial row stays rendered.
    const window = gridWindow({ ...base, total: 10, scrollY: 10_000 });
    expect(window).toEqual({ start: 8, end: 10, paddingTop: 400, paddingBottom: 0 });
    expect(gridWindow({ ...base, total: 10, scrollY: 0 })).toEqual({
      start: 0,
      end: 10,
      paddingTop: 0,
      paddingBottom: 0,
    });
    const far = gridWindow({ ...base, total: 1001, scrollY: 1_000_000 });
    expect(far.end).toBe(1001);
    expect(far.paddingBottom).toBe(0);
  });

  it("shows the first page while no row has been measured", () => {
    expect(gridWindow({ ...base, rowHeight: 0, scrollY: 0 })).toEqual({
      start: 0,
      end: FIRST_PAGE_SIZE,
      paddingTop: 0,
      paddingBottom: 0,
    });
    expect(gridWindow({ ...base, total: 0, scrollY: 0 }).end).toBe(0);
  });
});

describe("countColumns", () => {
  it("counts the tracks of a computed grid template", () => {
    expect(countColumns("171px 171px")).toBe(2);
    expect(countColumns("150px 150px 150px 150px 150px 150px 150px 150px")).toBe(8);
    expect(countColumns("none")).toBe(1);
  });
});
