import { Trans } from "@lingui/react/macro";
import { useDepositTarget } from "../account/use-account.ts";
import type { Promo } from "../cms/cms-json.ts";
import { ModalLink } from "../modals/modal-link.tsx";
import { usePlayer } from "../shell/use-shell-data.ts";
import { imageLoading } from "../ui/image-loading.ts";
import { LocaleLink } from "../ui/locale-link.tsx";

/**
 * A promotion card. Its `cta` is an action code ("sign-up" or "deposit"), shown with a translated
 * label; signed out, both start sign-up (a visitor cannot deposit before having an account);
 * signed in, both lead to the deposit (a player is never asked to sign up again).
 */
export function PromoCard({
  promo,
  headingLevel = 3,
  eager = false,
}: {
  promo: Promo;
  headingLevel?: 2 | 3;
  /** Above the fold on a phone: loaded at once, first among the images. */
  eager?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const player = usePlayer();
  const depositTarget = useDepositTarget();
  return (
    <article className="promo-card">
      {promo.image && (
        <img className="promo-card__image" src={promo.image} alt="" width={640} height={360} {...imageLoading(eager)} />
      )}
      <div className="promo-card__body">
        <Heading className="promo-card__title">{promo.title}</Heading>
        {promo.description && <p className="promo-card__text">{promo.description}</p>}
        <div className="promo-card__actions">
          {player ? (
            <ModalLink flag={depositTarget} className="button button--primary">
              <Trans>Deposit</Trans>
            </ModalLink>
          ) : (
            <ModalLink flag="sign-up" className="button button--primary">
              {promo.cta === "deposit" ? <Trans>Deposit</Trans> : <Trans>Sign up</Trans>}
            </ModalLink>
          )}
          {promo.terms_path && (
            <LocaleLink to={promo.terms_path} className="promo-card__terms">
              <Trans>Terms apply</Trans>
            </LocaleLink>
          )}
        </div>
      </div>
    </article>
  );
}
