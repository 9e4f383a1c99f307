/** Reel strips are written as space-separated symbol ids, one string per reel. */
export function strips(...reels: string[]): string[][] {
  return reels.map((reel) => reel.trim().split(/\s+/));
}
