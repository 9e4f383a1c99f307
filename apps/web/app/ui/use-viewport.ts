import { useEffect, useState } from "react";
import { RESIZE_DEBOUNCE_MS } from "../lib/constants.ts";
import { debounce } from "../lib/debounce.ts";
import { describeViewport, type Viewport } from "./viewport.ts";

/**
 * The viewport width class, updated at most once per 150 ms of resizing. The server
 * cannot know the width, so the first render assumes a phone (mobile first) and the effect
 * corrects it after hydration. Layout itself is CSS: use this only for behaviour.
 */
export function useViewport(initialWidth = 390): Viewport {
  const [viewport, setViewport] = useState(() => describeViewport(initialWidth));
  useEffect(() => {
    const update = () => setViewport(describeViewport(window.innerWidth));
    update();
    const onResize = debounce(update, RESIZE_DEBOUNCE_MS);
    window.addEventListener("resize", onResize);
    return () => {
      onResize.cancel();
      window.removeEventListener("resize", onResize);
    };
  }, []);
  return viewport;
}
