import type { SafeHtml } from "./safe-html.ts";

// CMS snippets and page blocks carry JSON strings written by the operator. These parsers never
// throw: malformed or unexpected JSON yields an empty list, and items missing required fields are
// dropped, so one bad entry cannot take the page down.

export interface Slide {
  id: string;
  title: string;
  text: string;
  image: string;
  width: number;
  height: number;
  cta: { label: string; action: "sign-up" | "deposit" | "link"; href?: string };
}

export interface Promo {
  id: string;
  title: string;
  description: string;
  image: string;
  cta: string;
  terms_path: string;
}

export interface FaqItem {
  question: string;
  answer: SafeHtml;
}

export interface CollapseBlock {
  title: string;
  content: SafeHtml;
}

function parseList(json: string | null | undefined): Record<string, unknown>[] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value)
      ? value.filter((item): item is Record<string, unknown> => typeof item === "object" && item !== null)
      : [];
  } catch {
    return [];
  }
}

const str = (value: unknown): string => (typeof value === "string" ? value : "");
const num = (value: unknown, fallback: number): number =>
  typeof value === "number" && Number.isFinite(value) && value > 0 ? value : fallback;

export function parseSlides(json: string | null | undefined): Slide[] {
  return parseList(json)
    .map((item, index) => {
      const cta = (typeof item.cta === "object" && item.cta !== null ? item.cta : {}) as Record<string, unknown>;
      const action = cta.action === "deposit" || cta.action === "link" ? cta.action : "sign-up";
      return {
        id: str(item.id) || String(index),
        title: str(item.title),
        text: str(item.text),
        image: str(item.image),
        width: num(item.width, 1200),
        height: num(item.height, 480),
        cta: { label: str(cta.label), action, href: str(cta.href) || undefined },
      } satisfies Slide;
    })
    .filter((slide) => slide.title && slide.image);
}

export function parsePromos(json: string | null | undefined): Promo[] {
  return parseList(json)
    .map((item, index) => ({
      id: str(item.id) || String(index),
      title: str(item.title),
      description: str(item.description),
      image: str(item.image),
      cta: str(item.cta),
      terms_path: str(item.terms_path),
    }))
    .filter((promo) => promo.title);
}

/** HTML inside JSON that the server sanitised string by string (sanitizeCmsText). */
const html = (value: unknown): SafeHtml => str(value) as SafeHtml;

export function parseFaq(json: SafeHtml | null | undefined): FaqItem[] {
  return parseList(json)
    .map((item) => ({ question: str(item.question), answer: html(item.answer) }))
    .filter((item) => item.question && item.answer);
}

export function parseCollapseBlocks(json: SafeHtml | null | undefined): CollapseBlock[] {
  return parseList(json)
    .map((item) => ({ title: str(item.title), content: html(item.content) }))
    .filter((item) => item.title);
}
