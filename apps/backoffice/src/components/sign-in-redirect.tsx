import { CatchAllNavigate } from "@refinedev/react-router";
import { Navigate } from "react-router";
import { didSignOut } from "../api/auth-provider.ts";

/**
 * Where a signed-out visitor of a back-office page goes: after a sign-out, the sign-in page saying
 * so; otherwise the sign-in page, which returns to the page asked for (`?to=`).
 */
export function SignInRedirect() {
  return didSignOut() ? <Navigate to="/sign-in?signed_out=1" replace /> : <CatchAllNavigate to="/sign-in" />;
}
