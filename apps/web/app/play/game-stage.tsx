import type { ReactNode, RefObject } from "react";

/**
 * The game's place on the page: the game itself once launched, else its art (blurred) behind a
 * message card, at the same size so nothing jumps when the game arrives.
 */
export function GameStage({
  thumbnail,
  stageRef,
  children,
}: {
  thumbnail: string;
  stageRef?: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}) {
  return (
    <div ref={stageRef} className="game-stage">
      {children}
      <img className="game-stage__art" src={thumbnail} alt="" width={300} height={400} aria-hidden="true" />
    </div>
  );
}

/** A message in the middle of the stage (sign-in prompt, unavailable game, launch failure). */
export function StageCard({ children, art, busy = false }: { children: ReactNode; art?: string; busy?: boolean }) {
  return (
    <div className="stage-card" aria-busy={busy || undefined}>
      {art && <img className="stage-card__art" src={art} alt="" width={90} height={120} />}
      {children}
    </div>
  );
}
