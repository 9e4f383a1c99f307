import { vi } from "vitest";

type Answer = () => Response | Promise<Response>;

/**
 * Stands in for the platform: `answers` by "METHOD /path" (query left out), a JSON 404 for any other
 * call. Returns the mock to check what was sent; `vi.unstubAllGlobals()` restores fetch.
 */
export function stubApi(answers: Record<string, Answer>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), "http://localhost");
    const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
    const answer = answers[`${method} ${url.pathname}`];
    return answer ? answer() : Response.json({ error: "Not found" }, { status: 404 });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

/** A promise of a response and the function that delivers it: the form stays waiting until then. */
export function heldAnswer(): { answer: Answer; deliver: (response: Response) => void } {
  let deliver: (response: Response) => void = () => undefined;
  const pending = new Promise<Response>((resolve) => (deliver = resolve));
  return { answer: () => pending, deliver: (response) => deliver(response) };
}
