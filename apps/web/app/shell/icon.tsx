// A handful of 24 px stroke icons drawn inline (no icon font, no extra request). Decorative:
// the button or link around an icon carries the accessible name.
const PATHS = {
  menu: "M4 7h16M4 12h16M4 17h16",
  close: "M6 6l12 12M18 6L6 18",
  search: "M11 18a7 7 0 1 1 0-14 7 7 0 0 1 0 14zm5-2 4.5 4.5",
  home: "M4 11l8-7 8 7v9h-5v-6H9v6H4z",
  grid: "M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z",
  gift: "M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-2-4-6-4-6-1.5S9 7 12 7zm0 0c2-4 6-4 6-1.5S15 7 12 7z",
  user: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9c0-4 4-6 8-6s8 2 8 6",
  download: "M12 4v11m-5-5 5 5 5-5M5 20h14",
  bell: "M6 16V11a6 6 0 1 1 12 0v5l2 2H4zm4 4h4",
  help: "M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18zm-2.5-12a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14m0 3v.01",
  chevronLeft: "M15 5l-7 7 7 7",
  chevronRight: "M9 5l7 7-7 7",
  chevronDown: "M6 9l6 6 6-6",
  globe: "M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18",
  dot: "M12 13a1 1 0 1 0 0-2 1 1 0 0 0 0 2z",
  shield: "M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z",
  wallet: "M4 7h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H4zM4 7V6a2 2 0 0 1 2-2h10v3M16 13.5h.01",
  eye: "M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6z",
  eyeOff:
    "M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-3.2 4.1M6.6 6.6C3.9 8.4 2 12 2 12s3.5 7 10 7a9.6 9.6 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2",
  mail: "M3 6h18v12H3zm0 0 9 7 9-7",
  history: "M4 12a8 8 0 1 0 2.3-5.6M4 4v3h3M12 8v4l3 2",
  idCard:
    "M3 6h18v12H3zM7 10.5a1.5 1.5 0 1 0 3 0 1.5 1.5 0 0 0-3 0M5.5 15.5c.5-1.3 1.6-2 3-2s2.5.7 3 2M14 10h4M14 13.5h4",
  signOut: "M14 4h5v16h-5M10 8l-4 4 4 4M6 12h10",
  chat: "M4 5h16v11H9l-5 4zM8 9.5h8M8 12.5h5",
  paperclip: "M20 11.5l-7.8 7.8a5 5 0 0 1-7.1-7.1l8.5-8.5a3.3 3.3 0 0 1 4.7 4.7l-8.5 8.5a1.7 1.7 0 0 1-2.4-2.4l7.8-7.8",
  send: "M4 12l16-8-6 16-2.5-6.5zM11.5 13.5 20 4",
  ball: "M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18zm0-13.5 3.8 2.8-1.4 4.4H9.6L8.2 10.3zM12 3v4.5m3.8 2.8 4.6-1.5m-6 6.1 2.8 3.9M9.6 14.7l-2.8 3.9m1.4-8.3-4.6-1.5",
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return <StrokeIcon path={PATHS[name]} size={size} />;
}

/** The one drawing of a 24 px stroke icon, also used by the game bar's own set (play/play-icons.tsx). */
export function StrokeIcon({ path, size, filled = false }: { path: string; size: number; filled?: boolean }) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
