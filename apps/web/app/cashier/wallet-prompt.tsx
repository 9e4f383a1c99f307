import type { ReactNode } from "react";

/** A wallet screen that cannot be shown yet: why (`children`), then what to do (`actions`, links). */
export function WalletPrompt({ children, actions }: { children: ReactNode; actions: ReactNode }) {
  return (
    <div className="wallet-prompt">
      <p className="wallet-prompt__text">{children}</p>
      <div className="wallet-prompt__actions">{actions}</div>
    </div>
  );
}
