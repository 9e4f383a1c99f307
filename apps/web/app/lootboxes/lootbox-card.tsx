import type { PlayerLootbox } from "@croupier/contract/schemas/lootboxes";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState } from "react";
import { formatAmount } from "../lib/player.ts";
import { LocalTime } from "../profile/local-time.tsx";
import { Icon } from "../shell/icon.tsx";
import { TextField } from "../ui/form-controls.tsx";
import type { LootboxVerification } from "./lootbox-calls.ts";
import {
  formatChance,
  isClientSeed,
  itemChances,
  type LootboxItem,
  lootboxState,
  prizeValue,
  randomClientSeed,
  readVerification,
  wonItem,
} from "./lootbox-view.ts";

export type OpenOutcome = { ok: true } | { ok: false; seedError?: string };
export type VerifyOutcome = { ok: true; result: LootboxVerification } | { ok: false };

/**
 * One loot box: its prizes with their chances, the fairness commitment (the server seed's hash,
 * fixed when the box was awarded), the player's own seed and the Open button; once opened, the
 * prize won (announced), the revealed seeds and a check of the draw by the platform's verifier.
 */
export function LootboxCard({
  box,
  locale,
  now,
  onOpen,
  onVerify,
}: {
  box: PlayerLootbox;
  locale: string;
  now: number;
  onOpen: (box: PlayerLootbox, clientSeed: string) => Promise<OpenOutcome>;
  onVerify: (box: PlayerLootbox) => Promise<VerifyOutcome>;
}) {
  const { t } = useLingui();
  const titleId = useId();
  const prizesId = useId();
  const state = lootboxState(box, now);
  const won = wonItem(box);
  const chances = new Map(itemChances(box.items).map((chance) => [chance.id, chance.percent]));
  const value = (item: LootboxItem) => prizeValue(item, box.currency, locale, formatAmount);
  const resultRef = useRef<HTMLParagraphElement>(null);
  const wasIssued = useRef(state === "issued");

  // Opening replaces the Open button by the result: keyboard focus follows to the result.
  useEffect(() => {
    if (wasIssued.current && state === "opened") resultRef.current?.focus();
    wasIssued.current = state === "issued";
  }, [state]);

  const badge =
    state === "issued"
      ? { tone: "status-badge--success", label: t`Ready to open` }
      : state === "opened"
        ? { tone: "lootbox__badge--opened", label: t`Opened` }
        : { tone: "lootbox__badge--expired", label: t`Expired` };

  return (
    <article className={`lootbox lootbox--${state}`} aria-labelledby={titleId}>
      <header className="lootbox__head">
        <span className="lootbox__icon" aria-hidden="true">
          <Icon name="gift" size={28} />
        </span>
        <div className="lootbox__heading">
          <h3 id={titleId} className="lootbox__title">
            {box.title}
          </h3>
          <p className="lootbox__validity">
            {state === "issued" ? (
              <Trans>
                Open by <LocalTime iso={box.valid_until} locale={locale} compact />
              </Trans>
            ) : state === "expired" ? (
              <Trans>
                Expired on <LocalTime iso={box.valid_until} locale={locale} compact />
              </Trans>
            ) : (
              <Trans>
                Awarded on <LocalTime iso={box.created_at} locale={locale} compact />
              </Trans>
            )}
          </p>
        </div>
        <span className={`status-badge ${badge.tone} lootbox__badge`}>{badge.label}</span>
      </header>

      <p ref={resultRef} className="lootbox__result" aria-live="polite" tabIndex={-1}>
        {state === "opened" && won ? (
          <Trans>
            You won: <strong>{value(won)}</strong> ({won.bonuses[0]?.title})
          </Trans>
        ) : null}
      </p>

      <h4 id={prizesId} className="lootbox__subtitle">
        <Trans>Prizes and chances</Trans>
      </h4>
      <ul className="lootbox__prizes" aria-labelledby={prizesId}>
        {box.items.map((item) => {
          const percent = chances.get(item.id) ?? 0;
          const isWon = state === "opened" && won?.id === item.id;
          return (
            <li key={item.id} className={`lootbox-prize${isWon ? " lootbox-prize--won" : ""}`}>
              <span className="lootbox-prize__value">{value(item)}</span>
              <span className="lootbox-prize__kind">{item.bonuses[0]?.title}</span>
              <span className="lootbox-prize__chance">
                {isWon && <span className="lootbox-prize__won">{t`Won`} · </span>}
                {formatChance(percent, locale)}
              </span>
              <span className="lootbox-prize__bar" aria-hidden="true">
                <span style={{ width: `${Math.max(percent, 1)}%` }} />
              </span>
            </li>
          );
        })}
      </ul>

      <Fairness box={box} state={state} onVerify={onVerify} />

      {state === "issued" && <OpenForm box={box} onOpen={onOpen} />}
      {state === "expired" && (
        <p className="lootbox__note">
          <Trans>This box expired before it was opened.</Trans>
        </p>
      )}
    </article>
  );
}

function OpenForm({
  box,
  onOpen,
}: {
  box: PlayerLootbox;
  onOpen: (box: PlayerLootbox, clientSeed: string) => Promise<OpenOutcome>;
}) {
  const { t } = useLingui();
  const [seed, setSeed] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Made up in the browser after hydration (the server's render would differ from it).
  useEffect(() => {
    setSeed((current) => current || randomClientSeed());
  }, []);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = seed.trim();
    if (!isClientSeed(trimmed)) {
      setError(t`Use 1 to 64 letters, digits or symbols, without spaces.`);
      return;
    }
    setError(null);
    setBusy(true);
    const outcome = await onOpen(box, trimmed);
    setBusy(false);
    if (!outcome.ok && outcome.seedError) setError(outcome.seedError);
  };

  return (
    <form className="lootbox__open" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        name="client_seed"
        label={t`Your seed`}
        value={seed}
        onValueChange={setSeed}
        error={error}
        maxLength={64}
        autoComplete="off"
        spellCheck={false}
        hint={t`Mixed into the draw with the server's seed: neither side alone decides the prize. Keep it or type your own.`}
      />
      <div className="lootbox__actions">
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => {
            setSeed(randomClientSeed());
            setError(null);
          }}
        >
          <Trans>New seed</Trans>
        </button>
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {busy ? <Trans>Opening…</Trans> : <Trans>Open the box</Trans>}
        </button>
      </div>
    </form>
  );
}

type Check = { status: "idle" | "busy" | "failed" } | { status: "done"; result: LootboxVerification };

function Fairness({
  box,
  state,
  onVerify,
}: {
  box: PlayerLootbox;
  state: string;
  onVerify: (box: PlayerLootbox) => Promise<VerifyOutcome>;
}) {
  const { t } = useLingui();
  const headingId = useId();
  const [check, setCheck] = useState<Check>({ status: "idle" });
  const { fairness } = box;
  const revealed = state === "opened" && fairness.server_seed !== null;

  const verify = async () => {
    setCheck({ status: "busy" });
    const outcome = await onVerify(box);
    setCheck(outcome.ok ? { status: "done", result: outcome.result } : { status: "failed" });
  };

  return (
    <section className="lootbox-fair" aria-labelledby={headingId}>
      <h4 id={headingId} className="lootbox__subtitle">
        <Trans>Provably fair</Trans>
      </h4>
      {!revealed && state === "issued" && (
        <p className="lootbox-fair__intro">
          <Trans>
            The prize is already fixed by a secret server seed. Its fingerprint (SHA-256) is shown now and the seed
            itself after opening, so you can check it was not changed.
          </Trans>
        </p>
      )}
      <dl className="lootbox-fair__facts">
        <div>
          <dt>{t`Server seed hash (commitment)`}</dt>
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
              <dt>{t`Client seed`}</dt>
              <dd>
                <code>{fairness.client_seed}</code>
              </dd>
            </div>
            <div>
              <dt>{t`Nonce`}</dt>
              <dd>
                <code>{fairness.nonce}</code>
              </dd>
            </div>
          </>
        )}
      </dl>
      {revealed && (
        <>
          <p className="lootbox-fair__formula">
            <Trans>
              Formula: HMAC-SHA256(server seed, “client seed:nonce:0”) gives a number below the total weight; the first
              prize whose running total of weights exceeds it is the one drawn.
            </Trans>
          </p>
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => void verify()}
            disabled={check.status === "busy"}
            aria-busy={check.status === "busy"}
          >
            <Trans>Verify</Trans>
          </button>
          <div className="lootbox-fair__check" role="status">
            {check.status === "failed" && <p>{t`The check could not be made. Try again.`}</p>}
            {check.status === "done" && <VerificationResult box={box} result={check.result} />}
          </div>
        </>
      )}
    </section>
  );
}

function VerificationResult({ box, result }: { box: PlayerLootbox; result: LootboxVerification }) {
  const { t } = useLingui();
  const reading = readVerification(box, result);
  const drawnIndex = result.item_index + 1;
  const ok = reading.hashMatches && reading.itemMatches;
  return (
    <ul className={`lootbox-fair__results lootbox-fair__results--${ok ? "ok" : "bad"}`}>
      <li>
        <span aria-hidden="true">{reading.hashMatches ? "✓ " : "✗ "}</span>
        {reading.hashMatches
          ? t`The revealed seed's SHA-256 matches the commitment.`
          : t`The revealed seed's SHA-256 does not match the commitment.`}
      </li>
      <li>
        <span aria-hidden="true">{reading.itemMatches ? "✓ " : "✗ "}</span>
        {reading.itemMatches
          ? t`The draw lands on prize ${drawnIndex}: the one you won.`
          : t`The draw lands on prize ${drawnIndex}, not the one shown as won.`}
      </li>
    </ul>
  );
}
