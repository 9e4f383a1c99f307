import { localizePath } from "@croupier/contract/i18n/locales";
import { Link, type LinkProps } from "react-router";
import { useShellData } from "../shell/use-shell-data.ts";

/** Builds site paths under the current locale prefix ("/promotions" → "/ru/promotions"). */
export function useLocalePath(): (path: string) => string {
  const { locale } = useShellData();
  return (path: string) => localizePath(path, locale);
}

/** A router link whose `to` is a bare site path, rendered under the current locale. */
export function LocaleLink({ to, ...props }: Omit<LinkProps, "to"> & { to: string }) {
  const localize = useLocalePath();
  return <Link to={localize(to)} {...props} />;
}
