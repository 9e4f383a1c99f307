import { FALLBACK_BRAND } from "./shell-data.ts";
import { useShellData } from "./use-shell-data.ts";

/**
 * Per-page <title> and description. React 19 hoists these elements into <head>, during SSR too,
 * so pages can set translated titles with hooks instead of a loader-side `meta` export.
 */
export function PageMeta({ title, description }: { title?: string; description?: string }) {
  const { project } = useShellData();
  const brand = project?.name || FALLBACK_BRAND;
  return (
    <>
      <title>{title ? `${title} | ${brand}` : brand}</title>
      {description ? <meta name="description" content={description} /> : null}
    </>
  );
}
