import type { BaseRecord, CrudFilter, DataProvider } from "@refinedev/core";
import { api } from "./http.ts";

const BASE = "/api/operator";

/** A list answer of the operator API: a page with `pagination`, or (sessions) every row at once. */
interface ListAnswer {
  data: BaseRecord[];
  pagination?: { total_count: number };
}

/** Equality filters become query parameters (`state=pending`); the API validates them. */
function filterParams(filters: CrudFilter[] | undefined): Record<string, string> {
  const params: Record<string, string> = {};
  for (const filter of filters ?? []) {
    if ("field" in filter && filter.operator === "eq" && filter.value !== undefined && filter.value !== "") {
      params[filter.field] = String(filter.value);
    }
  }
  return params;
}

/**
 * Refine's data provider over `/api/operator/*`: a resource's name is its path. Only what the
 * pages use is implemented; actions (approve, reject) go through `custom`.
 */
export const dataProvider: DataProvider = {
  getApiUrl: () => BASE,
  async getList({ resource, pagination, filters }) {
    const query = new URLSearchParams(filterParams(filters));
    if (pagination?.mode !== "off") {
      query.set("page", String(pagination?.currentPage ?? 1));
      query.set("page_size", String(pagination?.pageSize ?? 20));
    }
    const suffix = query.size > 0 ? `?${query}` : "";
    const answer = await api<ListAnswer | BaseRecord[]>(`${BASE}/${resource}${suffix}`);
    const rows = Array.isArray(answer) ? answer : answer.data;
    const total = Array.isArray(answer) ? answer.length : (answer.pagination?.total_count ?? answer.data.length);
    // biome-ignore lint/suspicious/noExplicitAny: Refine's generic row type is the caller's to choose.
    return { data: rows as any[], total };
  },
  async getOne({ resource, id }) {
    // biome-ignore lint/suspicious/noExplicitAny: as above.
    return { data: await api<any>(`${BASE}/${resource}/${encodeURIComponent(String(id))}`) };
  },
  async deleteOne({ resource, id }) {
    await api(`${BASE}/${resource}/${encodeURIComponent(String(id))}`, { method: "DELETE" });
    // biome-ignore lint/suspicious/noExplicitAny: DELETE answers 204; Refine wants the record back.
    return { data: { id } as any };
  },
  async custom({ url, method, payload }) {
    // biome-ignore lint/suspicious/noExplicitAny: as above.
    return { data: await api<any>(url, { method: method.toUpperCase(), body: payload ?? undefined }) };
  },
  async create() {
    throw new Error("create is not used by the back office yet");
  },
  async update() {
    throw new Error("update is not used by the back office yet");
  },
};
