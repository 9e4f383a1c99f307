import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { useCallback, useEffect, useRef, useState } from "react";
import { isModalOpen } from "../modals/modal-open.ts";

export interface LazyEmbla {
  /** Attach to the carousel's viewport. */
  viewportRef: (node: HTMLElement | null) => void;
  /** The engine once it runs; until then the server-rendered first slide stays in place. */
  embla: EmblaCarouselType | undefined;
  /** Runs `action` on the engine, loading it first if needed (an arrow or dot pressed early). */
  withEmbla: (action: (embla: EmblaCarouselType) => void) => void;
}

/**
 * Embla is not part of a page's first load: it starts when the carousel first needs it — its
 * first autoplay step (`startAfterMs` after the carousel comes into view) or the visitor's first
 * touch, hover or focus on it — whichever comes first (and not while a modal covers it). Until then the server-rendered markup stays
 * as it is (first slide / first logos in place), so nothing shifts. Options are read once.
 */
export function useLazyEmbla(options: EmblaOptionsType, startAfterMs: number): LazyEmbla {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const optionsRef = useRef(options);
  const startRef = useRef<() => Promise<EmblaCarouselType | undefined>>(async () => undefined);

  useEffect(() => {
    if (!node) return;
    let cancelled = false;
    let api: EmblaCarouselType | undefined;
    let loading: Promise<EmblaCarouselType | undefined> | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      loading ??= import("embla-carousel").then(({ default: EmblaCarousel }) => {
        if (cancelled) return undefined;
        api = EmblaCarousel(node, optionsRef.current);
        setEmbla(api);
        return api;
      });
      return loading;
    };
    startRef.current = start;
    const startNow = () => void start();
    // Behind an open modal a carousel does not move, so its first step waits for the modal to go.
    const startWhenSeen = () => {
      if (isModalOpen()) timer = setTimeout(startWhenSeen, startAfterMs);
      else startNow();
    };
    const interactions = ["pointerenter", "touchstart", "focusin"] as const;
    for (const type of interactions) node.addEventListener(type, startNow, { once: true, passive: true });
    const observer =
      typeof IntersectionObserver === "undefined"
        ? undefined
        : new IntersectionObserver((entries) => {
            if (!entries.some((entry) => entry.isIntersecting)) return;
            observer?.disconnect();
            timer = setTimeout(startWhenSeen, startAfterMs);
          });
    if (observer) observer.observe(node);
    else timer = setTimeout(startWhenSeen, startAfterMs);
    return () => {
      cancelled = true;
      observer?.disconnect();
      clearTimeout(timer);
      for (const type of interactions) node.removeEventListener(type, startNow);
      startRef.current = async () => undefined;
      api?.destroy();
      setEmbla(undefined);
    };
  }, [node, startAfterMs]);

  const withEmbla = useCallback((action: (embla: EmblaCarouselType) => void) => {
    void startRef.current().then((api) => {
      if (api) action(api);
    });
  }, []);

  return { viewportRef: setNode, embla, withEmbla };
}
