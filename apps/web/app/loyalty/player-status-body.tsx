import { Trans } from "@lingui/react/macro";
import { LoadError } from "../components/load-error.tsx";
import type { ModalBodyProps } from "../modals/modal-body-props.ts";
import { LocaleLink } from "../ui/locale-link.tsx";
import { useVipData } from "./use-vip-data.ts";
import { VipLevels } from "./vip-levels.tsx";
import { VipStatus } from "./vip-status.tsx";

/** The `player-status` modal: the player's VIP level, progress, points and the levels' benefits. */
export function PlayerStatusBody({ close }: ModalBodyProps) {
  const loaded = useVipData();
  if (loaded.status === "failed") {
    return <LoadError error={loaded.error} httpStatus={loaded.httpStatus} onRetry={loaded.retry} />;
  }
  if (loaded.status === "loading") return <div className="modal__loading" aria-hidden="true" />;
  const { levels, points } = loaded.data;
  return (
    <div className="vip-modal">
      {points ? (
        <VipStatus
          levels={levels}
          levelId={points.level}
          points={points.persistent.points}
          chargeable={points.chargeable.points}
        />
      ) : (
        <p className="vip-modal__intro">
          <Trans>Sign in to see your VIP level. Every real-money bet earns comp points that move you up.</Trans>
        </p>
      )}
      <details className="vip-modal__levels">
        <summary>
          <Trans>Levels and benefits</Trans>
        </summary>
        <VipLevels levels={levels} currentId={points?.level} />
      </details>
      <LocaleLink to="/vip" className="button button--secondary vip-modal__more" onClick={close}>
        <Trans>About the VIP programme</Trans>
      </LocaleLink>
    </div>
  );
}
