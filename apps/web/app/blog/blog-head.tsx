import { scriptSafeJson } from "../lib/script-json.ts";
import type { Alternate } from "./seo.ts";

/**
 * What search engines and link previews read of a blog page: canonical and hreflang links, Open
 * Graph tags and JSON-LD. React 19 hoists the <link> and <meta> elements into <head> (also during
 * the server render); the JSON-LD block stays in the body, where search engines read it too. A
 * data block is not executed, so the page's CSP needs no nonce for it.
 */
export function BlogHead({
  canonical,
  alternates,
  feedUrl,
  feedTitle,
  og,
  jsonLd,
}: {
  canonical: string;
  alternates: Alternate[];
  feedUrl: string;
  feedTitle: string;
  og: { type: "article" | "website"; title: string; description: string; image: string | null; locale: string };
  jsonLd: unknown;
}) {
  return (
    <>
      <link rel="canonical" href={canonical} />
      {alternates.map((alternate) => (
        <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />
      ))}
      <link rel="alternate" type="application/rss+xml" title={feedTitle} href={feedUrl} />
      <meta property="og:type" content={og.type} />
      <meta property="og:title" content={og.title} />
      {og.description ? <meta property="og:description" content={og.description} /> : null}
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={og.locale.replace("-", "_")} />
      {og.image ? <meta property="og:image" content={og.image} /> : null}
      <meta name="twitter:card" content={og.image ? "summary_large_image" : "summary"} />
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped by scriptSafeJson ("<" as \u003c), a data block.
        dangerouslySetInnerHTML={{ __html: scriptSafeJson(jsonLd) }}
      />
    </>
  );
}
