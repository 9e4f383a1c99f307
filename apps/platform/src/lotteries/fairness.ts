import { createHash } from "node:crypto";
import { drawWeighted, hashServerSeed } from "@croupier/games";

// The lottery draw anyone can check. Before tickets close the server seed's SHA-256 is public.
// When tickets close, the client seed is fixed: the SHA-256 (lowercase hex) of the ticket list,
// one line "number:playerId" per ticket in number order, lines joined by "\n". At the draw the
// server seed is revealed and place p = 1, 2, … N (N = the prizes, or fewer when fewer tickets) is
// drawn among the tickets no place has taken yet, in number order, all of equal weight:
// index = drawWeighted(HMAC-SHA256(server_seed, "client_seed:p:0"), one weight per remaining ticket)
// (packages/games/src/fair/weighted-draw.ts: an unbiased uniform index). The ticket at that index
// wins place p and leaves the list.

export interface DrawTicket {
  number: number;
  playerId: number;
}

/** The ticket list's line: `number:playerId`. */
export function ticketLine(ticket: DrawTicket): string {
  return `${ticket.number}:${ticket.playerId}`;
}

/** The client seed of a draw: SHA-256 (hex) of the ticket lines in number order. */
export function ticketsDigest(tickets: readonly DrawTicket[]): string {
  const lines = [...tickets].sort((a, b) => a.number - b.number).map(ticketLine);
  return createHash("sha256").update(lines.join("\n"), "utf8").digest("hex");
}

export interface LotteryDrawInput {
  serverSeed: string;
  clientSeed: string;
  /** The ticket numbers taking part (any order: the draw sorts them). */
  tickets: readonly number[];
  /** How many places have prizes. */
  places: number;
}

export interface LotteryDrawResult {
  serverSeedHash: string;
  /** The winning ticket of place 1, 2, …; as many as places, or as tickets when fewer. */
  winners: { place: number; ticket: number }[];
}

/** Recomputes a draw's winners from its public inputs (the same function makes the draw). */
export function verifyLotteryDraw(input: LotteryDrawInput): LotteryDrawResult {
  const remaining = [...new Set(input.tickets)].sort((a, b) => a - b);
  const winners: { place: number; ticket: number }[] = [];
  const places = Math.min(input.places, remaining.length);
  for (let place = 1; place <= places; place += 1) {
    const index = drawWeighted(
      { serverSeed: input.serverSeed, clientSeed: input.clientSeed, nonce: place },
      remaining.map(() => 1),
    );
    const [ticket] = remaining.splice(index, 1);
    if (ticket === undefined) throw new Error(`lottery draw: no ticket at ${index}`);
    winners.push({ place, ticket });
  }
  return { serverSeedHash: hashServerSeed(input.serverSeed), winners };
}

/** A ticket number as printed: six digits at least ("000123"). */
export function formatTicketNumber(number: number): string {
  return String(number).padStart(6, "0");
}
