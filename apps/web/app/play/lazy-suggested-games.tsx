import { type ComponentProps, lazy, Suspense } from "react";

const SuggestedGames = lazy(() =>
  import("./suggested-games.tsx").then((module) => ({ default: module.SuggestedGames })),
);

/**
 * The new games offered instead of a game that cannot open. Only such pages show them, so their
 * tiles and the games list travel in a chunk of their own, not with every game page.
 */
export function LazySuggestedGames(props: ComponentProps<typeof SuggestedGames>) {
  return (
    <Suspense fallback={null}>
      <SuggestedGames {...props} />
    </Suspense>
  );
}
