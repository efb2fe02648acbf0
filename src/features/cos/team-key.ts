/** Characters a Realtime Database key may not hold, plus '%' so decoding stays unambiguous. */
const FORBIDDEN = new Set(['.', '#', '$', '[', ']', '/', '%']);

function isForbidden(char: string): boolean {
  const code = char.charCodeAt(0);
  return FORBIDDEN.has(char) || code < 0x20 || code === 0x7f;
}

function percentEncode(char: string): string {
  return `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;
}

/** The team's record key: the lowercased, trimmed name with forbidden characters as %XX. */
export function teamKey(teamName: string): string {
  return Array.from(teamName.toLowerCase().trim(), (char) =>
    isForbidden(char) ? percentEncode(char) : char,
  ).join('');
}
