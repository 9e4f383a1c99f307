import { createTheme } from "@mantine/core";

// A calm, light working surface: staff read tables for hours. One accent for actions; the system
// font stack (no web font to download). Focus rings are always visible for keyboard users.
export const theme = createTheme({
  primaryColor: "indigo",
  defaultRadius: "md",
  focusRing: "always",
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: "650" },
  cursorType: "pointer",
});
