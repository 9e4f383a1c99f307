import type { PaymentMethod } from "@croupier/contract/schemas/payments";
import { useState } from "react";
import "./method-logo.css";

/** The generic artwork of each method type, used when a method's own icon cannot be loaded. */
const TYPE_ICONS: Record<PaymentMethod["type"], string> = {
  cards: "/media/payments/card.svg",
  direct: "/media/payments/e-wallet.svg",
  voucher: "/media/payments/voucher.svg",
  bank_transfer: "/media/payments/bank-transfer.svg",
  crypto: "/media/payments/bitcoin.svg",
};

/** A method's logo (its iconSrc), decorative: the method's title is always written beside it. */
export function MethodLogo({ method }: { method: Pick<PaymentMethod, "iconSrc" | "type"> }) {
  const [src, setSrc] = useState(method.iconSrc || TYPE_ICONS[method.type]);
  return (
    <img
      className="method-logo"
      src={src}
      alt=""
      width={64}
      height={40}
      decoding="async"
      onError={() => setSrc((current) => (current === TYPE_ICONS[method.type] ? current : TYPE_ICONS[method.type]))}
    />
  );
}
