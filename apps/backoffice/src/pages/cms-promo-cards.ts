// The promotions page's cards as the back office edits them: the same fields the site reads
// (apps/web/app/cms/cms-json.ts parsePromos), other keys of a stored card kept as they were.

export interface PromoCard {
  id: string;
  title: string;
  description: string;
  image: string;
  cta: string;
  terms_path: string;
  [other: string]: unknown;
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** The cards of a stored block (null or `[]` for none), or null when the block is not a list of cards. */
export function parsePromoCards(json: string | null): PromoCard[] | null {
  if (json === null || json.trim() === "") return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || !parsed.every((item) => typeof item === "object" && item !== null)) return null;
  return (parsed as Record<string, unknown>[]).map((item, index) => ({
    ...item,
    id: text(item.id) || `promo-${index + 1}`,
    title: text(item.title),
    description: text(item.description),
    image: text(item.image),
    cta: text(item.cta),
    terms_path: text(item.terms_path),
  }));
}

/** The cards as the block's JSON text. */
export function promoCardsJson(cards: readonly PromoCard[]): string {
  return JSON.stringify(cards, null, 2);
}

/** A copy of `items` with the item at `index` moved one place up (-1) or down (+1). */
export function moveItem<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}
