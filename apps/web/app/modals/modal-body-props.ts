import type { ModalFlag } from "./modal-flags.ts";

/** What every modal body gets from the modal host (modal-registry.ts names the bodies). */
export interface ModalBodyProps {
  flag: ModalFlag;
  close: () => void;
}
