import type { FastifyInstance } from "fastify";
import { describe, expect, it, vi } from "vitest";
import { createReviewMailDelivery } from "./review-mail.ts";

// The review mail runs in the background, after the operator's answer. When the database is
// unreachable (a PostgreSQL restart), the run fails: that must be logged, not left as an unhandled
// rejection, which would end the whole node (Vitest reports it as an unhandled error).

describe("KYC review mail in the background", () => {
  it("logs a run the database fails, and stops cleanly", async () => {
    const unreachable = new Proxy(
      {},
      {
        get() {
          throw new Error("connect ECONNREFUSED");
        },
      },
    );
    const logged = vi.fn();
    const app = {
      database: { db: unreachable },
      config: { mailRetryIntervalMs: 60_000, publicOrigin: "http://localhost" },
      log: { error: logged, warn: logged },
      addHook: () => {},
    } as unknown as FastifyInstance;
    const delivery = createReviewMailDelivery(app);
    delivery.deliverInBackground(1);
    await delivery.stop();
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]?.[1])).toContain("review mail run failed");
  });
});
