import { useLingui } from "@lingui/react";
import { Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { ModalDialog } from "./modal-dialog.tsx";
import { activeModal } from "./modal-flags.ts";
import { MODALS } from "./modal-registry.ts";
import { useModal } from "./use-modal.ts";

/** Renders the modal named by the URL's query flag, if any. Mounted once by the locale layout. */
export function ModalHost() {
  const { i18n } = useLingui();
  const { search } = useLocation();
  const { close } = useModal();
  const flag = activeModal(search);
  if (!flag) return null;
  const { title, variant, Body } = MODALS[flag];
  const onClose = () => close(flag);
  return (
    <ModalDialog key={flag} title={i18n._(title)} variant={variant} onClose={onClose}>
      <Suspense fallback={<div className="modal__loading" aria-hidden="true" />}>
        <Body flag={flag} close={onClose} />
        <HydrationMark />
      </Suspense>
    </ModalDialog>
  );
}

/**
 * Appears once the modal body has hydrated (it shares the body's Suspense boundary), so tools and
 * end-to-end tests can tell a server-rendered form from an interactive one.
 */
function HydrationMark() {
  const [isHydrated, setIsHydrated] = useState(false);
  useEffect(() => setIsHydrated(true), []);
  return isHydrated ? <span data-hydrated="" hidden /> : null;
}
