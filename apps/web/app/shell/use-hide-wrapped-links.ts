import { type RefObject, useEffect } from "react";

/**
 * The header menu shows one row; links that wrap onto the clipped second row are marked
 * `data-wrapped` (CSS hides them with visibility, which also takes them out of the tab order and
 * the accessibility tree — they stay reachable in the drawer and the footer).
 */
export function useHideWrappedLinks(ref: RefObject<HTMLElement | null>, key: string): void {
  useEffect(() => {
    const nav = ref.current;
    if (!nav || typeof ResizeObserver === "undefined") return;
    const update = () => {
      const links = [...nav.children] as HTMLElement[];
      const firstRowTop = links[0]?.offsetTop ?? 0;
      for (const link of links) link.toggleAttribute("data-wrapped", link.offsetTop > firstRowTop);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(nav);
    return () => observer.disconnect();
  }, [ref, key]);
}
