// Reading another module's rows page by page and keeping those the catalog can show: a round of a
// game the catalog does not offer in that currency is skipped, and the next page makes up for it,
// so a list still holds `limit` items whenever that many exist. Usually one page is enough.

/**
 * Up to `limit` items: pages of `limit` rows from `fetchPage`, each turned into items by `keep`
 * (which may drop rows, never reorder them), until enough are kept or the rows run out.
 */
export async function fillPage<Row, Item>(
  limit: number,
  fetchPage: (page: { offset: number; limit: number }) => Promise<Row[]>,
  keep: (rows: Row[]) => Promise<Item[]>,
): Promise<Item[]> {
  const items: Item[] = [];
  for (let offset = 0; items.length < limit; offset += limit) {
    const rows = await fetchPage({ offset, limit });
    items.push(...(await keep(rows)).slice(0, limit - items.length));
    if (rows.length < limit) break;
  }
  return items;
}
