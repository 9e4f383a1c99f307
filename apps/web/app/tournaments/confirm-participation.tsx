import type { Tournament, TournamentPlayer } from "@croupier/contract/schemas/tournaments";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { ModalLink } from "../modals/modal-link.tsx";
import { loadToast } from "../shell/toasts.ts";

/**
 * Taking part (spec point 8's texts): a tournament that asks for it is joined with a button; a
 * visitor is asked to sign in first (the sign-in modal). Once confirmed, the state says so. A
 * tournament that does not ask counts every player's rounds in its games by itself.
 */
export function ConfirmParticipation({
  tournament,
  own,
  signedIn,
  onConfirm,
}: {
  tournament: Pick<Tournament, "user_confirmation_required" | "status">;
  own: TournamentPlayer | null;
  signedIn: boolean;
  onConfirm: () => Promise<{ ok: true } | { ok: false; reason?: string }>;
}) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const open = tournament.status === "new" || tournament.status === "started";
  if (!open) return null;

  if (!tournament.user_confirmation_required) {
    return (
      <p className="tournament-join tournament-join--auto">
        <Trans>No sign-up needed: your real-money rounds in the tournament's games count automatically.</Trans>
      </p>
    );
  }
  if (!signedIn) {
    return (
      <div className="tournament-join">
        <p>
          <Trans>This tournament asks players to confirm their participation. Sign in to take part.</Trans>
        </p>
        <ModalLink flag="sign-in" className="button button--primary">
          <Trans>Sign in to take part</Trans>
        </ModalLink>
      </div>
    );
  }
  if (own?.user_confirmed) {
    return (
      <p className="tournament-join tournament-join--confirmed">
        <span className="status-badge status-badge--success">
          <Trans>Participation confirmed</Trans>
        </span>{" "}
        <Trans>Your rounds in the tournament's games count.</Trans>
      </p>
    );
  }
  const confirm = async () => {
    setBusy(true);
    const outcome = await onConfirm();
    setBusy(false);
    const toast = await loadToast();
    if (outcome.ok) toast.success(t`Participation successfully confirmed`);
    else toast.error(t`Participation can't be confirmed`, outcome.reason ? { description: outcome.reason } : undefined);
  };
  return (
    <div className="tournament-join">
      <p>
        <Trans>Confirm your participation: only confirmed players' rounds count.</Trans>
      </p>
      <button type="button" className="button button--primary" onClick={confirm} disabled={busy} aria-busy={busy}>
        <Trans>Confirm participation</Trans>
      </button>
    </div>
  );
}
