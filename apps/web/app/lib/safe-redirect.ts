import { sameOriginPath } from "@croupier/contract/safe-redirect";
import { redirect as routerRedirect } from "react-router";

/**
 * React Router's `redirect`, kept on our origin: the target goes through `sameOriginPath`, so a
 * path built from the request ("//evil.example", "/\evil.example", "javascript:…") can never send
 * the visitor to another host. Biome forbids importing `redirect` from react-router elsewhere.
 */
export function redirect(target: string, init?: number | ResponseInit): Response {
  return routerRedirect(sameOriginPath(target), init);
}
