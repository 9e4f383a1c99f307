import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import type { Slide } from "../cms/cms-json.ts";
import { emblaDuration, HERO_AUTOPLAY_MS, HERO_SPEED_MS } from "../lib/constants.ts";
import { isModalOpen } from "../modals/modal-open.ts";
import { Icon } from "../shell/icon.tsx";
import { imageLoading } from "../ui/image-loading.ts";
import { useLazyEmbla } from "../ui/use-lazy-embla.ts";
import { usePrefersReducedMotion } from "../ui/use-reduced-motion.ts";
import { HeroFallback } from "./hero-fallback.tsx";
import { SlideCta } from "./slide-cta.tsx";

/**
 * The home carousel (autoplay every 5000 ms, a 1000 ms slide: slow enough to read). Autoplay
 * pauses while the pointer or keyboard focus is inside, when the tab is hidden or a modal covers
 * it, and entirely under reduced motion.
 */
export function HeroSlider({ slides }: { slides: Slide[] }) {
  const { t } = useLingui();
  const reducedMotion = usePrefersReducedMotion();
  const { viewportRef, embla, withEmbla } = useLazyEmbla(
    { loop: true, duration: emblaDuration(HERO_SPEED_MS) },
    // Half an autoplay interval after it comes into view: the first step then comes at 7.5 s.
    HERO_AUTOPLAY_MS / 2,
  );
  const [selected, setSelected] = useState(0);
  const [isPaused, setPaused] = useState(false);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    // An arrow pressed before the engine ran moved it before this listener existed.
    onSelect();
    embla.on("select", onSelect);
    return () => {
      embla.off("select", onSelect);
    };
  }, [embla]);

  useEffect(() => {
    if (!embla || reducedMotion || isPaused || slides.length < 2) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "visible" && !isModalOpen()) embla.scrollNext();
    }, HERO_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [embla, reducedMotion, isPaused, slides.length]);

  if (slides.length === 0) return <HeroFallback />;
  return (
    <section
      className="hero"
      aria-roledescription="carousel"
      aria-label={t`Featured offers`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <div className="hero__viewport" ref={viewportRef}>
        <div className="hero__track">
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide as a group; a fieldset is for form controls.
            <div
              key={slide.id}
              className="hero__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t`${index + 1} of ${slides.length}`}
            >
              <img
                className="hero__image"
                src={slide.image}
                alt=""
                width={slide.width}
                height={slide.height}
                {...imageLoading(index === 0)}
              />
              <div className="hero__content">
                <p className="hero__title">{slide.title}</p>
                {slide.text && <p className="hero__text">{slide.text}</p>}
                <SlideCta slide={slide} />
              </div>
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 && (
        <div className="hero__controls">
          <button
            type="button"
            className="hero__arrow"
            onClick={() => withEmbla((api) => api.scrollPrev())}
            aria-label={t`Previous slide`}
          >
            <Icon name="chevronLeft" />
          </button>
          <div className="hero__dots">
            {slides.map((slide, index) => (
              <button
                key={slide.id}
                type="button"
                className="hero__dot"
                aria-label={t`Go to slide ${index + 1}`}
                aria-current={index === selected ? "true" : undefined}
                onClick={() => withEmbla((api) => api.scrollTo(index))}
              />
            ))}
          </div>
          <button
            type="button"
            className="hero__arrow"
            onClick={() => withEmbla((api) => api.scrollNext())}
            aria-label={t`Next slide`}
          >
            <Icon name="chevronRight" />
          </button>
        </div>
      )}
      <p className="visually-hidden" aria-live="polite">
        <Trans>
          Slide {selected + 1} of {slides.length}
        </Trans>
      </p>
    </section>
  );
}
