import { useLingui } from "@lingui/react/macro";
import { useSearchParams } from "react-router";
import { PageMeta } from "../shell/page-meta.tsx";
import { VerifyPage } from "../studio/verify/verify-page.tsx";
import "../studio/studio.css";

// The studio's public verify page (/studio/verify): replay any round from its revealed seeds.
// It sits in the bare /studio/ group (no header and footer), so it also works linked from a game.

export default function StudioVerifyRoute() {
  const { t } = useLingui();
  const [search] = useSearchParams();
  return (
    <>
      <PageMeta
        title={t`Verify a round`}
        description={t`Replay a Croupier Studio round from its revealed server seed, client seed and nonce.`}
      />
      <VerifyPage search={search} />
    </>
  );
}
