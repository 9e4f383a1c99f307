/** The sandbox chain's hosted page where a person sends a test transfer to a deposit address. */
export function sandboxTransferHref(currency: string, address: string): string {
  const query = new URLSearchParams({ currency, address });
  return `/sandbox-gateway/crypto?${query.toString()}`;
}
