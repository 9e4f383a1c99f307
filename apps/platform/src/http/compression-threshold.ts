/**
 * Answers smaller than this go uncompressed: below it the headers outweigh what compression saves.
 * The on-the-fly compressor (external-plugins.ts) and the build's precompressed copies
 * (scripts/precompress-assets.ts) draw the line at the same size.
 */
export const COMPRESSION_MIN_BYTES = 1024;
