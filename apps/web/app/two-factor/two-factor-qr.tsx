import { encodeQR } from "qr";
import { useMemo } from "react";
import { qrPath } from "../payments/crypto-qr-path.ts";

/**
 * The otpauth:// URI as a QR code, drawn here as inline SVG with the library the crypto deposit
 * addresses use: the secret never leaves the page for a remote chart service. Dark on white, with
 * the 4-module quiet zone scanners need.
 */
export function TwoFactorQr({ value, label }: { value: string; label: string }) {
  const drawn = useMemo(() => {
    try {
      const matrix = encodeQR(value, "raw", { ecc: "medium", border: 4 });
      return { path: qrPath(matrix, 0), size: matrix.length };
    } catch {
      // Too long to encode: the secret as text still does the job.
      return null;
    }
  }, [value]);
  if (!drawn) return null;
  return (
    <svg
      className="two-factor-setup__qr"
      viewBox={`0 0 ${drawn.size} ${drawn.size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width={drawn.size} height={drawn.size} fill="#fff" />
      <path d={drawn.path} fill="#0b0e16" />
    </svg>
  );
}
