import { DOCUMENT_DESCRIPTION_MAX, DOCUMENT_TYPES, type DocumentType } from "@croupier/contract/schemas/kyc";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useId, useRef, useState } from "react";
import { formatMessage } from "../i18n/validation-texts.ts";
import { useShellData } from "../shell/use-shell-data.ts";
import { FieldError, FormMessage, SelectField, SubmitButton, TextField } from "../ui/form-controls.tsx";
import { useDocumentLabels } from "./document-labels.ts";
import { uploadDocument } from "./upload-document.ts";

/** The platform's default limit; a larger file is refused here before it is sent. */
const MAX_BYTES = 10 * 1024 * 1024;
const ACCEPTED = ".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png";
const ACCEPTED_NAME = /\.(pdf|jpe?g|png)$/i;

type Errors = Partial<Record<"document_type" | "description" | "attachment" | "base", string>>;

/**
 * Upload a document: what it shows, an optional description and the file. The site checks what it
 * can before sending (type chosen, a PDF, JPEG or PNG, not too large); the platform checks it all
 * again, the file's type by its content, and its refusals show under the field they concern.
 */
export function UploadForm({ onUploaded }: { onUploaded: () => Promise<void> }) {
  const { t } = useLingui();
  const { locale } = useShellData();
  const { types } = useDocumentLabels();
  const fileId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [documentType, setDocumentType] = useState("");
  const [description, setDescription] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);

  const check = (): Errors => {
    const found: Errors = {};
    if (!DOCUMENT_TYPES.includes(documentType as DocumentType)) found.document_type = formatMessage("required", locale);
    if (description.trim().length > DOCUMENT_DESCRIPTION_MAX) found.description = t`Write at most 500 characters.`;
    if (!file) found.attachment = t`Choose a file to upload.`;
    else if (!ACCEPTED_NAME.test(file.name)) found.attachment = t`Upload a PDF, JPEG or PNG file.`;
    else if (file.size > MAX_BYTES) found.attachment = t`The file is too large: at most 10 MB.`;
    return found;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setDone(false);
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0 || !file) return;
    setSending(true);
    const result = await uploadDocument(locale, {
      documentType: documentType as DocumentType,
      description: description.trim(),
      file,
    });
    setSending(false);
    if (!result.ok) {
      const server = result.errors ?? {};
      const first = (key: string) => server[key]?.[0];
      setErrors({
        document_type: first("document_type"),
        description: first("description"),
        attachment: first("attachment"),
        base:
          first("base") ??
          (Object.keys(server).length === 0 ? t`The document could not be uploaded. Please try again.` : undefined),
      });
      return;
    }
    setDocumentType("");
    setDescription("");
    setFile(null);
    if (fileRef.current) fileRef.current.value = "";
    setDone(true);
    await onUploaded();
  };

  return (
    <form className="auth-form documents-form" onSubmit={onSubmit} noValidate>
      {done && (
        <FormMessage tone="success">
          <Trans>Document uploaded. We will review it soon.</Trans>
        </FormMessage>
      )}
      {errors.base && <FormMessage tone="error">{errors.base}</FormMessage>}
      <SelectField
        name="document_type"
        label={t`Document type`}
        value={documentType}
        placeholder={t`Choose…`}
        options={DOCUMENT_TYPES.map((type) => ({ value: type, label: types[type] }))}
        error={errors.document_type}
        onValueChange={(value) => {
          setDocumentType(value);
          setErrors((current) => ({ ...current, document_type: undefined }));
        }}
      />
      <TextField
        name="description"
        label={t`Description (optional)`}
        value={description}
        maxLength={DOCUMENT_DESCRIPTION_MAX}
        error={errors.description}
        onValueChange={setDescription}
      />
      <div className={`field${errors.attachment ? " field--invalid" : ""}`}>
        <label htmlFor={fileId} className="field__label">
          <Trans>File</Trans>
        </label>
        <input
          ref={fileRef}
          id={fileId}
          type="file"
          name="attachment"
          accept={ACCEPTED}
          className="field__control"
          aria-invalid={errors.attachment ? "true" : "false"}
          aria-describedby={`${fileId}-hint${errors.attachment ? ` ${fileId}-error` : ""}`}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setErrors((current) => ({ ...current, attachment: undefined }));
          }}
        />
        <p id={`${fileId}-hint`} className="field__hint">
          <Trans>PDF, JPEG or PNG, up to 10 MB.</Trans>
        </p>
        <FieldError id={fileId} error={errors.attachment} />
      </div>
      <SubmitButton busy={sending}>
        <Trans>Upload document</Trans>
      </SubmitButton>
    </form>
  );
}
