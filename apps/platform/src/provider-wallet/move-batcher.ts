/**
 * Group commit for seamless-wallet moves: the bets and wins that arrive while earlier ones are in
 * the database go together in one call (and one commit) of `wallet_move_batch`
 * (docs/benchmarks/provider-wallet-log.md, third round). With nothing in the database a move
 * goes at once, alone in its batch, so a quiet wallet adds no waiting; under load the batches grow
 * by themselves. Each caller learns its own move's outcome: the answer when the batch applied it,
 * or `undefined` when the move has to be decided alone (a refusal, a repeat, a second move of the
 * same account in the batch, or a batch that failed as a whole and moved nothing).
 *
 * One batch at a time by default: measured on the bench (docs/benchmarks/provider-wallet-log.md), a
 * second batch in the database halves the batches' size and costs more than it overlaps.
 */
export class MoveBatcher<Move, Answer> {
  readonly #send: (moves: Move[]) => Promise<Map<number, Answer>>;
  readonly #maxInFlight: number;
  readonly #maxSize: number;
  readonly #totals: BatchTotals;
  #queue: { move: Move; settle: (answer: Answer | undefined) => void }[] = [];
  #inFlight = 0;

  /**
   * @param send applies a batch, answering by position the moves it applied.
   * @param totals counted into as batches end (shared by the batchers whose figures add up).
   * @param maxInFlight batches in the database at once (each holds one connection).
   */
  constructor(
    send: (moves: Move[]) => Promise<Map<number, Answer>>,
    totals: BatchTotals = newBatchTotals(),
    maxInFlight = 1,
    maxSize = 64,
  ) {
    this.#send = send;
    this.#totals = totals;
    this.#maxInFlight = maxInFlight;
    this.#maxSize = maxSize;
  }

  apply(move: Move): Promise<Answer | undefined> {
    return new Promise((settle) => {
      this.#queue.push({ move, settle });
      this.#drain();
    });
  }

  #drain(): void {
    while (this.#inFlight < this.#maxInFlight && this.#queue.length > 0) {
      const batch = this.#queue.splice(0, this.#maxSize);
      this.#inFlight += 1;
      this.#send(batch.map((entry) => entry.move)).then(
        (answers) => {
          this.#next();
          this.#count(batch.length, answers.size, false);
          batch.forEach((entry, position) => {
            entry.settle(answers.get(position));
          });
        },
        // The batch moved nothing (its transaction rolled back): each move is decided alone.
        () => {
          this.#next();
          this.#count(batch.length, 0, true);
          for (const entry of batch) entry.settle(undefined);
        },
      );
    }
  }

  /**
   * A batch is back: the moves waiting go to the database now, before this batch's answers are
   * handed out (answering is the callers' HTTP work, which the database need not wait for).
   */
  #next(): void {
    this.#inFlight -= 1;
    this.#drain();
  }

  #count(moves: number, applied: number, failed: boolean): void {
    this.#totals.batches += 1;
    this.#totals.moves += moves;
    this.#totals.applied += applied;
    if (failed) this.#totals.failed += 1;
  }
}

/** What batchers did: batches sent, moves in them, moves they applied, batches that failed whole. */
export interface BatchTotals {
  batches: number;
  moves: number;
  applied: number;
  failed: number;
}

export function newBatchTotals(): BatchTotals {
  return { batches: 0, moves: 0, applied: 0, failed: 0 };
}
