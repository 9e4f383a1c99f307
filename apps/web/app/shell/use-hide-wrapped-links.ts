import { type RefObject, useEffect } from "react";

/**
 * The header menu shows one row; links that wrap onto the clipped second row are marked
 * `data-wrapped` (CSS hides them with visibility, which also takes them out of the tab order and
 * the accessibility tree — they stay reachable in the drawer and the footer). Re-checked when the
 * menu is resized or its links change.
 */
export function useHideWrappedLinks(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const nav = ref.current;
    if (!nav || typeof ResizeObserver === "undefined") return;
    const update = () => {
      const links = [...nav.children] as HTMLElement[];
      const firstRowTop = links[0]?.offsetTop ?? 0;
      for (const link of links) link.toggleAttribute("data-wrapped", link.offsetTop > firstRowTop);
    };
    update();
    const resizes = new ResizeObserver(update);
    resizes.observe(nav);
    const changes = new MutationObserver(update);
    changes.observe(nav, { childList: true, characterData: true, subtree: true });
    return () => {
      resizes.disconnect();
      changes.disconnect();
    };
  }, [ref]);
}
