import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { openLimitsFrom } from "../limits/limits-return.ts";
import type { ModalFlag } from "../modals/modal-flags.ts";
import { useModal } from "../modals/use-modal.ts";
import { usePlayer } from "../shell/use-shell-data.ts";
import "./deposit.css";

/**
 * UKGC RTS 12A: a player is prompted to set a limit at registration or before the first deposit.
 * A small note at the top of the deposit modal while the player has no deposit, leading to the
 * limits modal (the deposit limit comes first there); it never blocks the deposit.
 */
export function DepositLimitPrompt({ from }: { from: ModalFlag }) {
  const player = usePlayer();
  const { hrefFor } = useModal();
  if (!player || player.stats.deposits_count > 0) return null;
  return (
    <p className="deposit-limit-prompt">
      <Trans>Want to keep your deposits in check? You can set a deposit limit before you pay.</Trans>{" "}
      <Link to={hrefFor("limits")} preventScrollReset onClick={() => openLimitsFrom(from)}>
        <Trans>Set a deposit limit</Trans>
      </Link>
    </p>
  );
}
