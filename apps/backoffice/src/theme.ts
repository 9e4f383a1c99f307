import { createTheme } from "@mantine/core";

// A calm, light working surface: staff read tables for hours. One accent for actions; the system
// font stack (no web font to download). Focus rings show for keyboard users (:focus-visible).
export const theme = createTheme({
  primaryColor: "indigo",
  defaultRadius: "md",
  focusRing: "auto",
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: "650" },
  cursorType: "pointer",
});
