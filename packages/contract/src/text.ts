// Trimming runs of one character with a loop: the obvious /x+$/ and /^x+|x+$/ backtrack on a long
// run that does not end the string (quadratic time, a ReDoS on client input), so they are banned by
// the platform's ReDoS test (apps/platform/src/http/redos.test.ts).

/** `value` without the run of `char` (one character) at its end: `trimEndOf("a//", "/")` is "a". */
export function trimEndOf(value: string, char: string): string {
  let end = value.length;
  while (end > 0 && value[end - 1] === char) end -= 1;
  return value.slice(0, end);
}

/** `value` without the runs of `char` (one character) at both ends: `trimOf("/a/b/", "/")` is "a/b". */
export function trimOf(value: string, char: string): string {
  let start = 0;
  while (start < value.length && value[start] === char) start += 1;
  return trimEndOf(value.slice(start), char);
}

/** A whole number's digits in groups of three: `groupThousands("1234567")` is "1,234,567". */
export function groupThousands(digits: string, separator = ","): string {
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 3) groups.unshift(digits.slice(Math.max(0, end - 3), end));
  return groups.join(separator);
}
