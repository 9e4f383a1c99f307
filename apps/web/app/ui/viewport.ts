import { BREAKPOINTS, type Breakpoint } from "../lib/constants.ts";

export interface Viewport {
  width: number;
  /** The largest breakpoint the width reaches, or "xs" below the first one. */
  breakpoint: Breakpoint | "xs";
  /** Phones: the bottom menu is shown below the lg breakpoint. */
  isPhone: boolean;
}

export function describeViewport(width: number): Viewport {
  let breakpoint: Breakpoint | "xs" = "xs";
  for (const [name, min] of Object.entries(BREAKPOINTS) as [Breakpoint, number][]) {
    if (width >= min) breakpoint = name;
  }
  return { width, breakpoint, isPhone: width < BREAKPOINTS.lg };
}
