import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { ModalDialog } from "../modals/modal-dialog.tsx";

/**
 * The phone's filters: the site's modal dialog (a bottom sheet on phones: the page behind is inert,
 * Escape closes, focus returns to the Filters button) with a footer button that shows the results.
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
  return (
    <ModalDialog
      title={t`Filters`}
      variant="dialog"
      className="lobby-drawer"
      closeLabel={t`Close filters`}
      onClose={onClose}
      footer={
        <footer className="lobby-drawer__footer">
          <button type="button" className="button button--primary button--block" onClick={onClose}>
            {resultsLabel}
          </button>
        </footer>
      }
    >
      {children}
    </ModalDialog>
  );
}
