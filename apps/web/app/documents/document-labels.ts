import type { DocumentStatus, DocumentType } from "@croupier/contract/schemas/kyc";
import { useLingui } from "@lingui/react/macro";

/** What each document type and status is called, in the player's language. */
export function useDocumentLabels() {
  const { t } = useLingui();
  const types: Record<DocumentType, string> = {
    identity: t`Identity document`,
    address: t`Proof of address`,
    deposit: t`Proof of deposit`,
    payment_method: t`Proof of payment method`,
  };
  const statuses: Record<DocumentStatus, string> = {
    pending: t`Pending review`,
    approved: t`Approved`,
    rejected: t`Rejected`,
  };
  return { types, statuses };
}
