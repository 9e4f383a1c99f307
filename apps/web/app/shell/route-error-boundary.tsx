import { Trans, useLingui } from "@lingui/react/macro";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { NotFound } from "../components/not-found.tsx";
import { LocaleLink } from "../ui/locale-link.tsx";
import { PageMeta } from "./page-meta.tsx";

/** Page-level errors: 404 shows the not-found page, anything else the generic "something went wrong" message. */
export function RouteErrorBoundary() {
  const { t } = useLingui();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <section className="status-page">
      <PageMeta title={t`Something went wrong`} />
      <h1 className="status-page__title">
        <Trans>Oops... Something went wrong!</Trans>
      </h1>
      <p className="status-page__text">
        <Trans>Please try again in a moment. If it keeps happening, contact support.</Trans>
      </p>
      <LocaleLink to="/support" className="button button--primary">
        <Trans>Contact Support</Trans>
      </LocaleLink>
    </section>
  );
}
