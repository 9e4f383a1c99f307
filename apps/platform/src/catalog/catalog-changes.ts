// Tells this node's catalogue caches that an operator just changed the catalogue, so the site shows
// the change at once instead of at the next fingerprint check (other nodes see it within seconds
// through the fingerprint, catalog-cache.ts).

const listeners = new Set<() => void>();

/** Calls `listener` on every change; returns the function that stops it (on app close). */
export function onCatalogChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function catalogChanged(): void {
  for (const listener of listeners) listener();
}
