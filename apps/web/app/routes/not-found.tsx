import { data } from "react-router";

/** /404 answers with the not-found page and HTTP status 404 (rendered by the layout's boundary). */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return null;
}
