import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";

/**
 * The recovery codes, shown once after turning two-factor sign-in on: a list, Copy (all of them)
 * and Download (a text file), both done in the browser.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState<boolean | null>(null);
  const text = `${codes.join("\n")}\n`;
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  const onDownload = () => {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "recovery-codes.txt";
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="two-factor-setup">
      <p className="two-factor-lead">
        <Trans>
          Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They are shown
          only now.
        </Trans>
      </p>
      <ul className="two-factor-codes" aria-label={t`Recovery codes`}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="two-factor-actions">
        <button type="button" className="button button--ghost" onClick={() => void onCopy()}>
          <Trans>Copy codes</Trans>
        </button>
        <button type="button" className="button button--ghost" onClick={onDownload}>
          <Trans>Download codes</Trans>
        </button>
        <button type="button" className="button button--primary" onClick={onDone}>
          <Trans>I have saved them</Trans>
        </button>
      </div>
      <p className="two-factor-lead" role="status">
        {copied === true && <Trans>Codes copied</Trans>}
        {copied === false && <Trans>Not copied to clipboard</Trans>}
      </p>
    </div>
  );
}
