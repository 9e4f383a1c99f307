import { documentCalls } from "@croupier/contract/client/documents";
import type { PlayerDocument } from "@croupier/contract/schemas/kyc";
import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useId, useState } from "react";
import { browserApi } from "../lib/api.client.ts";
import { LocalTime } from "../profile/local-time.tsx";
import { usePlayer, useShellData } from "../shell/use-shell-data.ts";
import { FormMessage } from "../ui/form-controls.tsx";
import { useDocumentLabels } from "./document-labels.ts";
import { UploadForm } from "./upload-form.tsx";
import "./documents.css";

/** Where links to the profile's documents lead (this section's id). */
export const DOCUMENTS_ANCHOR = "documents";

/**
 * The profile's "Documents" section (KYC): upload identity, address and other documents, see each
 * one's review (and why a rejected one was refused), delete one still pending. Loaded lazily by the
 * profile page; the list is read from the platform once the section is in the browser.
 */
export function DocumentsSection() {
  const headingId = useId();
  const { locale } = useShellData();
  const verified = Boolean(usePlayer()?.verified);
  const [documents, setDocuments] = useState<PlayerDocument[] | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    const result = await browserApi(locale, documentCalls).getDocuments();
    setFailed(!result.ok);
    if (result.ok) setDocuments(result.data);
  }, [locale]);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <section id={DOCUMENTS_ANCHOR} className="profile-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="profile-card__title">
        <Trans>Documents</Trans>
      </h2>
      <p className="profile-card__lead">
        <Trans>
          Upload an identity document and a proof of address to verify your account: larger withdrawals need a verified
          account.
        </Trans>
      </p>
      {verified && (
        <p>
          <span className="status-badge status-badge--success">
            <Trans>Account verified</Trans>
          </span>
        </p>
      )}
      <UploadForm onUploaded={load} />
      {failed && (
        <FormMessage tone="error">
          <Trans>Your documents could not be loaded. Please try again later.</Trans>
        </FormMessage>
      )}
      {documents === null ? (
        !failed && (
          <p className="page__empty" role="status">
            <Trans>Loading…</Trans>
          </p>
        )
      ) : documents.length === 0 ? (
        <p className="page__empty">
          <Trans>No documents uploaded yet.</Trans>
        </p>
      ) : (
        <DocumentList documents={documents} onChanged={load} />
      )}
    </section>
  );
}

function DocumentList({ documents, onChanged }: { documents: PlayerDocument[]; onChanged: () => Promise<void> }) {
  const { t } = useLingui();
  const { locale } = useShellData();
  const { types, statuses } = useDocumentLabels();
  const [deleting, setDeleting] = useState<number | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const onDelete = async (id: number) => {
    if (deleting !== null) return;
    setDeleting(id);
    setDeleteError(null);
    const result = await browserApi(locale, documentCalls).deleteDocument(id);
    if (!result.ok && result.status !== 404) {
      setDeleteError(result.errors?.base?.[0] ?? t`The document could not be deleted. Please try again.`);
    }
    await onChanged();
    setDeleting(null);
  };

  return (
    <>
      {deleteError && <FormMessage tone="error">{deleteError}</FormMessage>}
      <ul className="documents-list" aria-label={t`Your documents`}>
        {documents.map((document) => {
          const fileName = document.file_name;
          const reason = document.reason;
          return (
            <li key={document.id} className="documents-list__item">
              <div className="documents-list__main">
                <p className="documents-list__title">
                  <span>{types[document.document_type]}</span>
                  <span className={`status-badge status-badge--${BADGE[document.status]}`}>
                    {statuses[document.status]}
                  </span>
                </p>
                <p className="documents-list__meta">
                  <span className="documents-list__file">{document.file_name}</span> ·{" "}
                  <LocalTime iso={document.created_at} locale={locale} compact />
                </p>
                {document.description && <p className="documents-list__description">{document.description}</p>}
                {document.status === "rejected" && reason && (
                  <p className="documents-list__reason">
                    <Trans>Reason: {reason}</Trans>
                  </p>
                )}
              </div>
              {document.status === "pending" && (
                <button
                  type="button"
                  className="button button--ghost button--small"
                  disabled={deleting !== null}
                  aria-busy={deleting === document.id}
                  aria-label={t`Delete ${fileName}`}
                  onClick={() => void onDelete(document.id)}
                >
                  <Trans>Delete</Trans>
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}

const BADGE = { pending: "warning", approved: "success", rejected: "danger" } as const;

export default DocumentsSection;
