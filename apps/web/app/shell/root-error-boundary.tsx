import { Trans } from "@lingui/react/macro";
import { isRouteErrorResponse } from "react-router";

/**
 * Last resort, when even the root failed (the shell cannot render). Kept minimal on purpose; the
 * usual 404 and page errors are handled inside the shell by the locale layout.
 */
export function RootErrorBoundary({ error }: { error: unknown }) {
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main" className="status-page">
      <h1 className="status-page__title">
        {isNotFound ? <Trans>Oops,... page cannot be found</Trans> : <Trans>Oops... Something went wrong!</Trans>}
      </h1>
      <a className="button button--primary" href="/">
        <Trans>Back to home</Trans>
      </a>
    </main>
  );
}
