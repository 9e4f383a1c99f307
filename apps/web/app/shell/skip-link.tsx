import { Trans } from "@lingui/react/macro";

/** First focusable element: jumps keyboard users past the header. */
export function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      <Trans>Skip to content</Trans>
    </a>
  );
}
