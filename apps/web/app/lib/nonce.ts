import { createContext, useContext } from "react";

// The platform's Content-Security-Policy nonce (request header x-csp-nonce), handed from the
// server entry to <Scripts>, <ScrollRestoration> and any inline script. Browsers hide the
// attribute after load, so the client renders it as an empty string.
export const NonceContext = createContext("");

export function useNonce(): string {
  return useContext(NonceContext);
}
