import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { closeModalSearch, type ModalFlag, openModalSearch } from "./modal-flags.ts";

/**
 * Opens and closes modals by query flag. Each change is a history entry (replace: false), so the
 * back button closes a modal; preventScrollReset keeps the page where it is (only path changes
 * scroll to the top).
 */
export function useModal() {
  const location = useLocation();
  const navigate = useNavigate();
  const hrefFor = useCallback(
    (flag: ModalFlag) => `${location.pathname}${openModalSearch(location.search, flag)}${location.hash}`,
    [location],
  );
  const open = useCallback(
    (flag: ModalFlag) => navigate(hrefFor(flag), { replace: false, preventScrollReset: true }),
    [navigate, hrefFor],
  );
  const close = useCallback(
    (flag: ModalFlag) =>
      navigate(`${location.pathname}${closeModalSearch(location.search, flag)}${location.hash}`, {
        replace: false,
        preventScrollReset: true,
      }),
    [navigate, location],
  );
  return { open, close, hrefFor };
}
