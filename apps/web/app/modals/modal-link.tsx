import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ModalFlag } from "./modal-flags.ts";
import { useModal } from "./use-modal.ts";

/** A real link to `?flag=modal` (works before hydration and opens in a new tab with the modal). */
export function ModalLink({
  flag,
  className,
  children,
  ariaLabel,
}: {
  flag: ModalFlag;
  className?: string;
  children: ReactNode;
  ariaLabel?: string;
}) {
  const { hrefFor } = useModal();
  return (
    <Link to={hrefFor(flag)} preventScrollReset className={className} aria-label={ariaLabel}>
      {children}
    </Link>
  );
}
