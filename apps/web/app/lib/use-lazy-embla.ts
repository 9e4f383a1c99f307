import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { useEffect, useRef, useState } from "react";

/**
 * Embla, loaded only once the carousel is near the viewport (after hydration). Until then the
 * server-rendered markup stays as it is (first slide / first logos in place), so nothing shifts;
 * the engine only takes over scrolling. Options are read once, when the engine starts.
 */
export function useLazyEmbla(
  options: EmblaOptionsType,
): [(node: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const optionsRef = useRef(options);

  useEffect(() => {
    if (!node) return;
    let cancelled = false;
    let api: EmblaCarouselType | undefined;
    const start = () => {
      import("embla-carousel").then(({ default: EmblaCarousel }) => {
        if (cancelled) return;
        api = EmblaCarousel(node, optionsRef.current);
        setEmbla(api);
      });
    };
    if (typeof IntersectionObserver === "undefined") {
      start();
      return () => {
        cancelled = true;
        api?.destroy();
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: "200px" },
    );
    observer.observe(node);
    return () => {
      cancelled = true;
      observer.disconnect();
      api?.destroy();
      setEmbla(undefined);
    };
  }, [node]);

  return [setNode, embla];
}
