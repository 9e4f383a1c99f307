import { useLingui } from "@lingui/react";
import { NavLink } from "react-router";
import { useLocalePath } from "../ui/locale-link.tsx";
import { CATEGORY_LABELS, categoryPath } from "./category-labels.ts";

/** A row of category links, scrollable sideways on phones. */
export function CategoryTabs({ categories, label }: { categories: readonly string[]; label: string }) {
  const { i18n } = useLingui();
  const localize = useLocalePath();
  return (
    <nav className="category-tabs" aria-label={label}>
      {categories.map((category) => {
        const descriptor = CATEGORY_LABELS[category];
        return (
          <NavLink key={category} to={localize(categoryPath(category))} end className="category-tabs__tab">
            {descriptor ? i18n._(descriptor) : category}
          </NavLink>
        );
      })}
    </nav>
  );
}
