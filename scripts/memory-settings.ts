// The process settings `npm start` gives the platform for issue 20's memory target (scripts/start.ts
// says why), shared with `npm run cluster`, the container image and the benches so they run what
// `npm start` runs.

/**
 * Node's flags for the platform (scripts/start.ts says why): V8's young generation capped, and its
 * old generation let grow by half its live size between major collections instead of several
 * times it. package.json (both `start` scripts) and the Dockerfile hold copies (tested).
 */
export const PLATFORM_NODE_FLAGS = ["--max-semi-space-size=16", "--heap-growing-percent=50"];

/** glibc's fixed mmap threshold in bytes: larger blocks go back to the system when freed. */
export const MALLOC_MMAP_THRESHOLD = "1048576";

/** The environment of a platform process: `env` with the malloc threshold, unless it sets its own. */
export function platformEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { MALLOC_MMAP_THRESHOLD_: MALLOC_MMAP_THRESHOLD, ...env };
}
