import { Trans, useLingui } from "@lingui/react/macro";
import { parseFaq } from "../cms/cms-json.ts";
import { loadCmsPage } from "../cms/cms-page.server.ts";
import { CmsHtml } from "../components/cms-html.tsx";
import { CmsPageView } from "../components/cms-page-view.tsx";
import { openChat } from "../shell/chat-launcher-state.ts";
import { ContactForm } from "../support/contact-form.tsx";
import type { Route } from "./+types/support";

export async function loader({ request }: Route.LoaderArgs) {
  const result = await loadCmsPage(request, "support", false);
  return { ...result, faq: parseFaq(result.page?.blocks?.json) };
}

export default function Support({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <CmsPageView data={loaderData} fallbackTitle={t`Support`}>
      <section className="support-chat" aria-labelledby="support-chat-title">
        <h2 id="support-chat-title" className="section-title">
          <Trans>Live chat</Trans>
        </h2>
        <p>
          <Trans>Talk to our support team now, 24/7. The chat stays open while you browse the site.</Trans>
        </p>
        <button type="button" className="button button--primary" aria-haspopup="dialog" onClick={openChat}>
          <Trans>Start a live chat</Trans>
        </button>
      </section>
      {loaderData.faq.length > 0 && (
        <section className="accordion" aria-labelledby="faq-title">
          <h2 id="faq-title" className="section-title">
            {t`Frequently asked questions`}
          </h2>
          {loaderData.faq.map((item) => (
            <details key={item.question} className="accordion__item">
              <summary className="accordion__summary">{item.question}</summary>
              <CmsHtml html={item.answer} className="cms-content accordion__content" />
            </details>
          ))}
        </section>
      )}
      <ContactForm />
    </CmsPageView>
  );
}
