import type { CmsFile } from "@croupier/contract";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { emblaDuration, PROVIDER_CAROUSEL_INTERVAL_MS, PROVIDER_CAROUSEL_SPEED_MS } from "../lib/constants.ts";
import { isModalOpen } from "../modals/modal-open.ts";
import { LocaleLink } from "../ui/locale-link.tsx";
import { useLazyEmbla } from "../ui/use-lazy-embla.ts";
import { usePrefersReducedMotion } from "../ui/use-reduced-motion.ts";

/** Slug of a provider logo: "/media/providers/amatic.svg" → "amatic" (the file id as fallback). */
function providerSlug(file: CmsFile): string {
  const name = file.url
    .split("/")
    .pop()
    ?.replace(/\.[a-z0-9]+$/i, "");
  return name || file.id;
}

/** The footer's scrolling provider logos; each links to that provider's games. */
export function ProviderCarousel({ providers }: { providers: CmsFile[] }) {
  const { t } = useLingui();
  const reducedMotion = usePrefersReducedMotion();
  const { viewportRef, embla } = useLazyEmbla(
    { loop: true, align: "start", dragFree: true, duration: emblaDuration(PROVIDER_CAROUSEL_SPEED_MS) },
    PROVIDER_CAROUSEL_INTERVAL_MS,
  );
  const paused = useRef(false);

  useEffect(() => {
    if (!embla || reducedMotion) return;
    const timer = setInterval(() => {
      if (!paused.current && document.visibilityState === "visible" && !isModalOpen()) embla.scrollNext();
    }, PROVIDER_CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [embla, reducedMotion]);

  if (providers.length === 0) return null;
  return (
    <section
      className="provider-carousel"
      aria-label={t`Game providers`}
      onMouseEnter={() => (paused.current = true)}
      onMouseLeave={() => (paused.current = false)}
      onFocus={() => (paused.current = true)}
      onBlur={() => (paused.current = false)}
    >
      <div className="provider-carousel__viewport" ref={viewportRef}>
        <ul className="provider-carousel__track">
          {providers.map((file) => (
            <li key={file.id} className="provider-carousel__slide">
              <LocaleLink to={`/games/all/${providerSlug(file)}`} className="provider-carousel__link">
                <img
                  src={file.url}
                  alt={file.description || providerSlug(file)}
                  width={120}
                  height={40}
                  loading="lazy"
                />
              </LocaleLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
