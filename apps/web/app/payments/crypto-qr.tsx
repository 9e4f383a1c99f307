import { encodeQR } from "qr";
import { useMemo } from "react";
import { qrPath } from "./crypto-qr-path.ts";

/** The quiet zone scanners need around a code, in modules (ISO/IEC 18004 asks for 4). */
const QUIET_ZONE = 4;

/**
 * The payment URI as a QR code, drawn here as inline SVG (never by a remote chart service: the
 * address is the player's and stays on the page). Loaded lazily with the address screen. Dark
 * on white whatever the theme, as phone scanners expect.
 */
export function CryptoQr({ value, label }: { value: string; label: string }) {
  const drawn = useMemo(() => {
    try {
      // The library draws the quiet zone into the matrix itself (light modules around the symbol).
      const matrix = encodeQR(value, "raw", { ecc: "medium", border: QUIET_ZONE });
      return { path: qrPath(matrix, 0), size: matrix.length };
    } catch {
      // Too long to encode: the address and the copy button still do the job.
      return null;
    }
  }, [value]);
  if (!drawn) return null;
  const { path, size } = drawn;
  return (
    <svg
      className="crypto-qr"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#0b0e16" />
    </svg>
  );
}
