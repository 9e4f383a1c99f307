import { useLingui } from "@lingui/react/macro";
import { useSearchParams } from "react-router";
import { PageMeta } from "../shell/page-meta.tsx";
import { StudioScreen } from "../studio/studio-screen.tsx";

// The in-house studio's game screen (/studio/<slug>?token=…), shown in the game page's iframe
// without the site's header and footer (locale-layout.tsx, isBareRoute). Everything it shows comes
// from the studio API with the launch token, so the server renders only the loading frame.

export default function StudioGameRoute() {
  const { t } = useLingui();
  const [search] = useSearchParams();
  return (
    <>
      <PageMeta title={t`Game`} />
      <StudioScreen token={search.get("token")} />
    </>
  );
}
