import { CatchAllNavigate } from "@refinedev/react-router";
import { Navigate } from "react-router";
import { endedSession, SIGN_IN_AFTER } from "../api/auth-provider.ts";

/**
 * Where a signed-out visitor of a back-office page goes: after a sign-out or an ended session, the
 * sign-in page saying so (where the sign-out's own redirect goes too); otherwise the sign-in page,
 * which returns to the page asked for (`?to=`).
 */
export function SignInRedirect() {
  const ended = endedSession();
  return ended ? <Navigate to={SIGN_IN_AFTER[ended]} replace /> : <CatchAllNavigate to="/sign-in" />;
}
