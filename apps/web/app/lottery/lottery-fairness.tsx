import { lotteryCalls } from "@croupier/contract/client/lotteries";
import type { Locale } from "@croupier/contract/i18n/locales";
import type { Lottery, LotteryVerification } from "@croupier/contract/schemas/lotteries";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { type ReactNode, useId, useState } from "react";
import { browserApi } from "../lib/api.client.ts";
import { sha256Hex } from "./lottery-model.ts";

// A lottery's fairness section: its own chunk, loaded when the player opens "Fairness of the draw"
// or "Verify this draw" (lottery-view.tsx), so the page's first load does not carry it.

type HashCheck = "idle" | "busy" | "match" | "mismatch" | "unavailable";
type DrawCheck = { status: "idle" | "busy" | "failed" } | { status: "done"; result: LotteryVerification };

/**
 * How to check a draw: the server seed's hash published before tickets close, then the seed, the
 * client seed (the ticket list's fingerprint) and the ticket count revealed after. The seed's
 * SHA-256 is checked right here in the browser; the platform recomputes the winners from the
 * public inputs.
 */
export function DrawFairness({ lottery, locale }: { lottery: Lottery; locale: Locale }) {
  const { t } = useLingui();
  const headingId = useId();
  const [hashCheck, setHashCheck] = useState<HashCheck>("idle");
  const [drawCheck, setDrawCheck] = useState<DrawCheck>({ status: "idle" });
  const { fairness } = lottery;
  const seed = fairness.server_seed;
  const revealed = seed !== null;

  const checkHash = async () => {
    if (!seed) return;
    setHashCheck("busy");
    const hash = await sha256Hex(seed).catch(() => null);
    setHashCheck(
      hash === null ? "unavailable" : hash === fairness.server_seed_hash.toLowerCase() ? "match" : "mismatch",
    );
  };
  const checkDraw = async () => {
    setDrawCheck({ status: "busy" });
    const result = await browserApi(locale, lotteryCalls)
      .verifyLottery(lottery.id)
      .catch(() => null);
    setDrawCheck(result?.ok ? { status: "done", result: result.data } : { status: "failed" });
  };

  return (
    <section className="lottery-fair" aria-labelledby={headingId}>
      <h4 id={headingId} className="lottery-fair__title">
        <Trans>Provably fair draw</Trans>
      </h4>
      <p className="lottery-fair__text">
        {revealed ? (
          <Trans>
            The server seed was fixed before tickets went on sale and only its SHA-256 fingerprint was published: check
            that the revealed seed gives that fingerprint. The client seed is the SHA-256 of the ticket list (one line
            “number:player id” per ticket, in number order), fixed when tickets closed. Places are drawn in turn, each
            among the tickets not yet drawn, in number order, with HMAC-SHA256(server seed, “client seed:place:0”).
          </Trans>
        ) : (
          <Trans>
            The winners will come from a secret server seed fixed now. Its SHA-256 fingerprint is published below, and
            the seed itself after the draw, so anyone can check it was not changed.
          </Trans>
        )}
      </p>
      <dl className="lottery-fair__facts">
        <div>
          <dt>{t`Server seed hash (published before the draw)`}</dt>
          <dd>
            <code>{fairness.server_seed_hash}</code>
          </dd>
        </div>
        {revealed && (
          <>
            <div>
              <dt>{t`Server seed (revealed)`}</dt>
              <dd>
                <code>{fairness.server_seed}</code>
              </dd>
            </div>
            <div>
              <dt>{t`Client seed (SHA-256 of the ticket list)`}</dt>
              <dd>
                <code>{fairness.client_seed ?? "—"}</code>
              </dd>
            </div>
          </>
        )}
        <div>
          <dt>{t`Tickets in the draw`}</dt>
          <dd>
            <code>{fairness.tickets_count}</code>
          </dd>
        </div>
      </dl>
      {revealed && (
        <>
          <div className="lottery-fair__actions">
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => void checkHash()}
              disabled={hashCheck === "busy"}
              aria-busy={hashCheck === "busy"}
            >
              <Trans>Check the seed's fingerprint</Trans>
            </button>
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => void checkDraw()}
              disabled={drawCheck.status === "busy"}
              aria-busy={drawCheck.status === "busy"}
            >
              <Trans>Recompute the winners</Trans>
            </button>
          </div>
          <div className="lottery-fair__check" role="status">
            {hashCheck === "match" && (
              <p className="lottery-fair__ok">
                {t`✓ The revealed seed's SHA-256 matches the fingerprint published before the draw.`}
              </p>
            )}
            {hashCheck === "mismatch" && (
              <p className="lottery-fair__bad">
                {t`✗ The revealed seed's SHA-256 does not match the published fingerprint.`}
              </p>
            )}
            {hashCheck === "unavailable" && (
              <p className="lottery-fair__bad">{t`This browser cannot compute SHA-256 here.`}</p>
            )}
            {drawCheck.status === "failed" && (
              <p className="lottery-fair__bad">{t`The check could not be made. Try again.`}</p>
            )}
            {drawCheck.status === "done" && <DrawCheckResult result={drawCheck.result} />}
          </div>
        </>
      )}
    </section>
  );
}

function DrawCheckResult({ result }: { result: LotteryVerification }) {
  const { t } = useLingui();
  const count = result.tickets.length;
  const winners = result.winners.map((winner) => `${winner.place}: ${winner.ticket}`).join(", ");
  const line = (ok: boolean, text: ReactNode) => (
    <li className={ok ? "lottery-fair__ok" : "lottery-fair__bad"}>
      <span aria-hidden="true">{ok ? "✓ " : "✗ "}</span>
      {text}
    </li>
  );
  return (
    <ul className="lottery-fair__results">
      {line(
        result.server_seed_matches,
        result.server_seed_matches
          ? t`The server seed matches its published hash.`
          : t`The server seed does not match its published hash.`,
      )}
      {line(
        result.client_seed_matches,
        result.client_seed_matches ? (
          <Plural
            value={count}
            one="The client seed is the SHA-256 of the list of # ticket."
            other="The client seed is the SHA-256 of the list of # tickets."
          />
        ) : (
          t`The client seed is not the SHA-256 of the ticket list.`
        ),
      )}
      {line(
        result.matches_draw,
        result.matches_draw
          ? t`Recomputed winning tickets (place: ticket): ${winners}. They are the ones shown above.`
          : t`Recomputed winning tickets (place: ticket): ${winners}. They differ from the ones shown.`,
      )}
    </ul>
  );
}
