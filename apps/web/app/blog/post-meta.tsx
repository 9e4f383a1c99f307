import { useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { useShellData } from "../shell/use-shell-data.ts";
import { useLocalePath } from "../ui/locale-link.tsx";
import { blogListPath } from "./seo.ts";

/** A publication date in the page's language (UTC: the server and the browser print the same). */
export function BlogDate({ iso }: { iso: string }) {
  const { locale } = useShellData();
  const text = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));
  return <time dateTime={iso}>{text}</time>;
}

/** A post's tags, each a link to the list of posts with it. */
export function BlogTags({ tags }: { tags: string[] }) {
  const { t } = useLingui();
  const localize = useLocalePath();
  if (tags.length === 0) return null;
  return (
    <ul className="blog-tags" aria-label={t`Tags`}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link to={localize(blogListPath(1, tag))} className="blog-tag">
            {tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
