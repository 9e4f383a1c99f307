import { encodeQR } from "qr";
import { useMemo } from "react";

/** One SVG path of the dark modules: a run of them in a row is one rectangle. */
function modulesPath(matrix: boolean[][]): string {
  const parts: string[] = [];
  matrix.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (row[x]) x += 1;
      parts.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  });
  return parts.join("");
}

/**
 * The otpauth:// URI as a QR code drawn here (the `qr` library the player site uses), never by a
 * remote service: the secret stays on the page. Dark on white with the quiet zone scanners need.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const drawn = useMemo(() => {
    try {
      const matrix = encodeQR(value, "raw", { ecc: "medium", border: 4 });
      return { path: modulesPath(matrix), size: matrix.length };
    } catch {
      return null;
    }
  }, [value]);
  if (!drawn) return null;
  return (
    <svg
      className="qr-code"
      viewBox={`0 0 ${drawn.size} ${drawn.size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width={drawn.size} height={drawn.size} fill="#fff" />
      <path d={drawn.path} fill="#111827" />
    </svg>
  );
}
