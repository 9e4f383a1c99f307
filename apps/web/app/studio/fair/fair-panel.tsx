import type { ApiFailure } from "@croupier/contract/client/call";
import type {
  StudioFairness,
  StudioPlaySummary,
  StudioSeedRotation,
  StudioVerification,
} from "@croupier/contract/schemas/studio";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useCallback, useEffect, useId, useState } from "react";
import { useLocalePath } from "../../ui/locale-link.tsx";
import { firstFieldMessage, refusalMessage } from "../feedback.ts";
import { useMoney } from "../use-money.ts";
import type { StudioGame } from "../use-studio-game.ts";
import { CopyButton } from "./copy-button.tsx";
import { verifySearch } from "./verify-link.ts";

// Provably fair, in the game: the committed server seed's hash, the player's own client seed, the
// next nonce; rotating reveals the old server seed, after which every play made with it can be
// replayed here or on the public verify page.

export function FairPanel({ game }: { game: StudioGame }) {
  const [open, setOpen] = useState(false);
  const fairness = game.fairness;
  const localize = useLocalePath();
  if (!fairness || !game.session) return null;
  return (
    <details className="studio-panel fair" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="studio-panel__summary">
        <Trans>Provably fair</Trans>
      </summary>
      <div className="studio-panel__body">
        <p className="fair__lead">
          <Trans>
            Every round is drawn from HMAC-SHA256 of the server seed, your client seed and the nonce. The server seed is
            fixed in advance by its hash below and revealed when you rotate, so you can replay each round yourself.
          </Trans>
        </p>
        <dl className="fair__facts">
          <div>
            <dt>
              <Trans>Server seed hash (SHA-256)</Trans>
            </dt>
            <dd className="fair__code" data-testid="fair-hash">
              {fairness.server_seed_hash}
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Next nonce</Trans>
            </dt>
            <dd data-testid="fair-nonce">{fairness.next_nonce}</dd>
          </div>
        </dl>
        <ClientSeedForm game={game} fairness={fairness} />
        <SeedRotator game={game} />
        {open && <RecentPlays game={game} />}
        <p>
          <a href={localize("/studio/verify")} target="_blank" rel="noopener">
            <Trans>Open the public verify page</Trans>
          </a>
        </p>
      </div>
    </details>
  );
}

function ClientSeedForm({ game, fairness }: { game: StudioGame; fairness: StudioFairness }) {
  const { t } = useLingui();
  const id = useId();
  const [value, setValue] = useState(fairness.client_seed);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => setValue(fairness.client_seed), [fairness.client_seed]);

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const seed = value.trim();
    if (!/^[\x21-\x7e]{1,64}$/.test(seed)) {
      setError(t`Use 1 to 64 letters, digits or symbols, without spaces.`);
      return;
    }
    setSaving(true);
    const result = await game.api.setStudioClientSeed(seed);
    setSaving(false);
    if (!result.ok) {
      setError(seedError(result) ?? t`The client seed could not be saved. Try again.`);
      return;
    }
    setError(null);
    setSaved(true);
    const data = result.data as StudioFairness | { fairness: StudioFairness };
    game.setFairness("fairness" in data ? data.fairness : { ...fairness, ...data, client_seed: seed });
  }

  return (
    <form className={`fair__seed field${error ? " field--invalid" : ""}`} onSubmit={save} noValidate>
      <label className="field__label" htmlFor={id}>
        <Trans>Client seed</Trans>
      </label>
      <div className="fair__seed-row">
        <input
          id={id}
          className="field__control fair__code"
          value={value}
          maxLength={64}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setSaved(false);
          }}
        />
        <button type="submit" className="studio-button studio-button--ghost" disabled={saving || game.busy}>
          <Trans>Save</Trans>
        </button>
      </div>
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
      {saved && (
        <p className="fair__ok" role="status">
          <Trans>Client seed saved: it applies from the next round.</Trans>
        </p>
      )}
    </form>
  );
}

function seedError(error: ApiFailure): string | undefined {
  return firstFieldMessage(error) ?? refusalMessage(error);
}

function SeedRotator({ game }: { game: StudioGame }) {
  const [revealed, setRevealed] = useState<StudioSeedRotation["revealed"] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function rotate() {
    setBusy(true);
    const result = await game.api.rotateStudioSeeds();
    setBusy(false);
    if (!result.ok) {
      setError(refusalMessage(result) ?? null);
      return;
    }
    setError(null);
    setRevealed(result.data.revealed);
    game.setFairness(result.data.fairness);
  }

  return (
    <div className="fair__rotate">
      <button
        type="button"
        className="studio-button studio-button--ghost"
        disabled={busy || game.busy || game.status !== "ready"}
        onClick={rotate}
      >
        <Trans>Rotate seed</Trans>
      </button>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      {revealed && (
        <div className="fair__revealed" role="status">
          <p>
            <Trans>Previous server seed revealed ({revealed.plays} rounds played with it):</Trans>
          </p>
          <div className="fair__copy-row">
            <code className="fair__code" data-testid="revealed-seed">
              {revealed.server_seed}
            </code>
            <CopyButton text={revealed.server_seed} />
          </div>
        </div>
      )}
    </div>
  );
}

function RecentPlays({ game }: { game: StudioGame }) {
  const money = useMoney(game.session?.currency ?? "");
  const localize = useLocalePath();
  const [plays, setPlays] = useState<StudioPlaySummary[] | null>(null);
  const [checks, setChecks] = useState<Record<number, StudioVerification | ApiFailure>>({});
  const { playCount, fairness, api } = game;

  const load = useCallback(async () => {
    const result = await api.getStudioPlays(10);
    setPlays(result.ok ? result.data : []);
  }, [api]);

  // Reload after each round and after a rotation (which reveals seeds).
  // biome-ignore lint/correctness/useExhaustiveDependencies: playCount and the hash are the triggers.
  useEffect(() => {
    load();
  }, [load, playCount, fairness?.server_seed_hash]);

  async function verify(playId: number) {
    const result = await api.verifyStudioPlay(playId);
    setChecks((all) => ({ ...all, [playId]: result.ok ? result.data : result }));
  }

  if (!plays) return null;
  return (
    <div className="fair__plays">
      <h2 className="fair__heading">
        <Trans>Recent rounds</Trans>
      </h2>
      {plays.length === 0 ? (
        <p>
          <Trans>No rounds yet.</Trans>
        </p>
      ) : (
        <ul className="fair__list">
          {plays.map((play) => {
            const check = checks[play.play_id];
            const record = game.records.get(play.play_id);
            const nonce = play.nonce;
            return (
              <li key={play.play_id} className="fair__play" data-testid={`play-${play.play_id}`}>
                <span className="fair__play-main">
                  <Trans>
                    Nonce {nonce}: bet {money(play.stake)}, paid {money(play.win)}
                  </Trans>
                </span>
                <span className="fair__play-actions">
                  <button type="button" className="fair__link-button" onClick={() => verify(play.play_id)}>
                    <Trans>Verify</Trans>
                  </button>
                  {play.server_seed && (
                    <a
                      href={`${localize("/studio/verify")}${verifySearch({
                        title: play.title_id,
                        serverSeed: play.server_seed,
                        serverSeedHash: play.server_seed_hash,
                        clientSeed: play.client_seed,
                        nonce: play.nonce,
                        record,
                      })}`}
                      target="_blank"
                      rel="noopener"
                    >
                      <Trans>Open in verifier</Trans>
                    </a>
                  )}
                </span>
                {check && <CheckResult check={check} money={money} />}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

function CheckResult({ check, money }: { check: StudioVerification | ApiFailure; money: (minor: number) => string }) {
  if (!("valid" in check)) {
    return (
      <p className="fair__check fair__check--pending" role="status">
        {check.code === "seed_not_revealed" ? (
          <Trans>This round's server seed is still secret: rotate the seed, then verify.</Trans>
        ) : (
          (refusalMessage(check) ?? <Trans>The round could not be verified right now.</Trans>)
        )}
      </p>
    );
  }
  return (
    <p className={`fair__check fair__check--${check.valid ? "valid" : "invalid"}`} role="status">
      {check.valid ? (
        <Trans>
          Valid: the replay gives a stake of {money(check.stake ?? 0)} and a win of {money(check.win ?? 0)}.
        </Trans>
      ) : (
        <Trans>Invalid: {check.reason ?? ""}</Trans>
      )}
    </p>
  );
}
