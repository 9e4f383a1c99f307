import { useLingui } from "@lingui/react/macro";
import { type ReactNode, useEffect, useId, useLayoutEffect, useRef } from "react";
import { Icon } from "../shell/icon.tsx";
import { lendToastSlot } from "../shell/toast-layer.ts";
import { MODAL_OPEN_CLASS } from "./modal-open.ts";

interface ModalDialogProps {
  title: string;
  /** "dialog": centred on desktop, bottom sheet on phones; "drawer": slides in from the left. */
  variant: "dialog" | "drawer";
  onClose: () => void;
  children: ReactNode;
  /** Added to the dialog's classes (a screen's own look). */
  className?: string;
  /** The close button's accessible name; "Close" by default. */
  closeLabel?: string;
  /** Below the scrolling body, always in view (e.g. a "Show results" button). */
  footer?: ReactNode;
}

/**
 * The native <dialog> opened with showModal(): the browser makes the rest of the page inert (focus
 * stays inside) and turns Escape into a `cancel` event. We add backdrop clicks and give focus back
 * to the element that opened the modal.
 */
export function ModalDialog({ title, variant, onClose, children, className, closeLabel, footer }: ModalDialogProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const toastSlot = useRef<HTMLDivElement>(null);
  const titleId = useId();

  // Toasts move into this dialog while it is open (above its backdrop, clickable), and out again
  // before React removes it: a layout effect's cleanup runs before the dialog leaves the DOM.
  useLayoutEffect(() => {
    const slot = toastSlot.current;
    return slot ? lendToastSlot(slot) : undefined;
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    document.documentElement.classList.add(MODAL_OPEN_CLASS);
    return () => {
      document.documentElement.classList.remove(MODAL_OPEN_CLASS);
      if (dialog.open) dialog.close();
      // The opener may be gone after navigation (e.g. a drawer link); then focus stays on <body>.
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled by the dialog's cancel event; the click only detects the backdrop.
    <dialog
      ref={ref}
      className={`modal modal--${variant}${className ? ` ${className}` : ""}`}
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the <dialog> itself (not its panel) is a click on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="modal__panel">
        <header className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="icon-button" onClick={onClose} aria-label={closeLabel ?? t`Close`}>
            <Icon name="close" />
          </button>
        </header>
        <div className="modal__body">{children}</div>
        {footer}
      </div>
      <div ref={toastSlot} className="modal__toasts" />
    </dialog>
  );
}
