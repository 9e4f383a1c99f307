// The process settings `npm start` gives the platform for issue 20's memory target (scripts/start.ts
// says why), shared with the memory bench (bench/memory.ts) so it measures what `npm start` runs.

/** glibc's fixed mmap threshold in bytes: larger blocks go back to the system when freed. */
export const MALLOC_MMAP_THRESHOLD = "1048576";
