import { Trans } from "@lingui/react/macro";
import { useState } from "react";

/** Copies a text (a revealed seed) and says so. */
export function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  }
  return (
    <button type="button" className="studio-button studio-button--ghost studio-button--small" onClick={copy}>
      {copied ? <Trans>Copied</Trans> : <Trans>Copy</Trans>}
    </button>
  );
}
