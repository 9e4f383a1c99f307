// Which currency the amount step starts with. The select offers the player's
// fiat accounts (signed out: the site's real-money currencies). A deposit already under way in this
// tab keeps its currency; otherwise the player's current currency; otherwise the first offered, and
// EUR (the buffer's default) when nothing is known yet.

export function pickDepositCurrency({
  buffered,
  inProgress,
  current,
  offered,
}: {
  /** The deposit buffer's currency. */
  buffered: string;
  /** The buffer already holds an amount from this session (back from a later step or sign-up). */
  inProgress: boolean;
  /** The player's current currency, when signed in. */
  current: string | null;
  /** Currency codes the select lists. */
  offered: readonly string[];
}): string {
  if (offered.length === 0) return buffered || "EUR";
  if (inProgress && offered.includes(buffered)) return buffered;
  if (current && offered.includes(current)) return current;
  if (offered.includes(buffered)) return buffered;
  return offered[0] ?? "EUR";
}
