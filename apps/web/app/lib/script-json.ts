/**
 * JSON to write inside an inline <script> (a JSON-LD block, a script's arguments): every "<", ">",
 * "&" and the two line separators escaped, so no text in it can close the script element or start
 * a comment, and it still parses to the same value.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
