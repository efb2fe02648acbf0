/** The one or two letters an avatar shows: first and last word of the name. */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word));
  if (words.length === 0) return '?';
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : '';
  return (initialLetter(first) + initialLetter(last)).toUpperCase();
}

function initialLetter(word: string): string {
  return word.match(/\p{L}/u)?.[0] ?? '';
}

/** A stable hue (0-359) for a name, so the same person always gets the same colours. */
export function hueOf(name: string): number {
  let hash = 0;
  for (const char of name.trim().toLowerCase()) {
    hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  }
  return hash % 360;
}
