import { data } from "react-router";

/** Any unmatched path: the not-found page with HTTP status 404 (rendered by the layout boundary). */
export function loader() {
  throw data(null, { status: 404 });
}

export default function CatchAll() {
  return null;
}
