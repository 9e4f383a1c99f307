import { useLingui } from "@lingui/react/macro";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { Icon } from "../shell/icon.tsx";

/**
 * The phone's filters: a bottom sheet on the native <dialog> (the page behind is inert, Escape
 * closes), with a footer button that shows the results.
 */
export function FiltersDrawer({
  onClose,
  resultsLabel,
  children,
}: {
  onClose: () => void;
  resultsLabel: ReactNode;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape comes as the dialog's cancel event; the click only detects the backdrop.
    <dialog
      ref={ref}
      className="modal modal--dialog lobby-drawer"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="modal__panel">
        <header className="modal__header">
          <h2 id={titleId} className="modal__title">
            {t`Filters`}
          </h2>
          <button type="button" className="icon-button" onClick={onClose} aria-label={t`Close filters`}>
            <Icon name="close" />
          </button>
        </header>
        <div className="modal__body">{children}</div>
        <footer className="lobby-drawer__footer">
          <button type="button" className="button button--primary button--block" onClick={onClose}>
            {resultsLabel}
          </button>
        </footer>
      </div>
    </dialog>
  );
}
