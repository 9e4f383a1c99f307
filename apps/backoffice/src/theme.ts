import { type CSSVariablesResolver, createTheme } from "@mantine/core";

// A calm, light working surface: staff read tables for hours. One accent for actions; the system
// font stack (no web font to download). Focus rings show for keyboard users (:focus-visible).
// Shades are picked for WCAG 2.2 AA contrast (4.5:1 for text), which Mantine's defaults miss for
// the accent button, dimmed text and light badges; axe checks every page in the e2e test.
export const theme = createTheme({
  primaryColor: "indigo",
  primaryShade: 8,
  autoContrast: true,
  defaultRadius: "md",
  focusRing: "auto",
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: "650" },
  cursorType: "pointer",
  // Staff who ask their system for less motion get no transitions.
  respectReducedMotion: true,
});

/** Secondary text, the light variants' text and field errors darker than Mantine's defaults. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": "var(--mantine-color-gray-7)",
    "--mantine-color-placeholder": "var(--mantine-color-gray-6)",
    // Field errors (the text under an input, an invalid input's text): red 6 is 3.3:1 on white.
    "--mantine-color-error": "var(--mantine-color-red-9)",
  },
  dark: {},
});
