// Draws a QR matrix as one SVG path: each row's dark runs become rectangles, so a version-4 code
// is a few hundred path commands instead of a thousand <rect> elements.

/** The path of the dark modules, offset by the quiet zone (`margin` modules on each side). */
export function qrPath(matrix: readonly (readonly boolean[])[], margin: number): string {
  const commands: string[] = [];
  matrix.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      commands.push(`M${start + margin} ${y + margin}h${x - start}v1h-${x - start}z`);
    }
  });
  return commands.join("");
}
