/**
 * How a picture loads: one above the fold on a phone (the page's first card, tile or slide, often its
 * largest paint) at once and before other images; the rest only as they come near the viewport.
 */
export function imageLoading(aboveTheFold: boolean) {
  return aboveTheFold
    ? ({ loading: "eager", fetchPriority: "high" } as const)
    : ({ loading: "lazy", fetchPriority: "auto" } as const);
}
