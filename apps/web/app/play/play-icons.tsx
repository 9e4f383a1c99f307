import { StrokeIcon } from "../shell/icon.tsx";

// The game bar's own stroke icons, drawn by shell/icon.tsx's StrokeIcon; the paths stay here so
// only the game page carries them. Decorative: the button around each one carries the accessible name.
const PATHS = {
  fullscreen: "M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5",
  exitFullscreen: "M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5",
  close: "M6 6l12 12M18 6L6 18",
  star: "M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z",
  clock: "M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18zm0-13v4.5l3 2",
  retry: "M20 12a8 8 0 1 1-2.3-5.6M20 4v4h-4",
} as const;

export type PlayIconName = keyof typeof PATHS;

export function PlayIcon({ name, filled = false }: { name: PlayIconName; filled?: boolean }) {
  return <StrokeIcon path={PATHS[name]} size={22} filled={filled} />;
}
