// A short, readable form of a session's User-Agent for the active-sessions list ("Chrome",
// "Windows"). Pure and dependency-free: a handful of ordered patterns cover the browsers and
// systems players use; anything else falls back to null so the page can say "Unknown".

export interface DeviceSummary {
  browser: string | null;
  os: string | null;
  mobile: boolean;
}

// Order matters: Edge, Opera and Samsung Internet also say "Chrome"; Chrome also says "Safari".
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bYaBrowser\//, "Yandex Browser"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\b(?:Headless)?Chrome\/|\bCriOS\/|\bChromium\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
  [/\bcurl\//, "curl"],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

function firstMatch(userAgent: string, table: [RegExp, string][]): string | null {
  for (const [pattern, name] of table) if (pattern.test(userAgent)) return name;
  return null;
}

export function describeUserAgent(userAgent: string | null | undefined): DeviceSummary {
  const ua = userAgent?.trim() ?? "";
  if (!ua) return { browser: null, os: null, mobile: false };
  const os = firstMatch(ua, SYSTEMS);
  return {
    browser: firstMatch(ua, BROWSERS),
    os,
    mobile: /\bMobile\b/.test(ua) || os === "iPhone" || os === "Android",
  };
}
