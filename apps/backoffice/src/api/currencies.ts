import type { Currency } from "@croupier/contract/schemas/info";
import { useQuery } from "@tanstack/react-query";
import { api } from "./http.ts";

/** The currencies' minor units, for formatting amounts; asked once per visit. */
export function useCurrencies(): Currency[] {
  const query = useQuery({
    queryKey: ["currencies"],
    queryFn: () => api<Currency[]>("/api/info/currencies"),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return query.data ?? [];
}
