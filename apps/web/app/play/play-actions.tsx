import { useLingui } from "@lingui/react/macro";
import { type ReactNode, type RefObject, useEffect, useState } from "react";
import { PlayIcon } from "./play-icons.tsx";

/**
 * The bar's favourite star (when given) and full-screen toggle. Full screen takes the whole game
 * screen, bar included, so the session clock stays in view; browsers without element full screen
 * (iPhone Safari) get no button.
 */
export function PlayActions({
  screenRef,
  favourite,
}: {
  screenRef: RefObject<HTMLElement | null>;
  favourite?: ReactNode;
}) {
  const { t } = useLingui();
  const [canFullscreen, setCanFullscreen] = useState(false);
  const [isFullscreen, setIsFullscreen] = useState(false);

  useEffect(() => {
    setCanFullscreen(document.fullscreenEnabled === true);
    const onChange = () => setIsFullscreen(document.fullscreenElement !== null);
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, []);

  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void screenRef.current?.requestFullscreen().catch(() => undefined);
  };

  return (
    <>
      {favourite}
      {canFullscreen && (
        <button
          type="button"
          className="icon-button game-bar__button"
          onClick={toggle}
          aria-label={isFullscreen ? t`Exit full screen` : t`Full screen`}
        >
          <PlayIcon name={isFullscreen ? "exitFullscreen" : "fullscreen"} />
        </button>
      )}
    </>
  );
}
