/**
 * A record as the build reads it: the editor writes a field left empty as "" and an unused group
 * as {}, which mean "not given", as an absent field does.
 */
export function withoutBlanks(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutBlanks);
  if (value === null || typeof value !== 'object') return value;
  const kept = Object.entries(value)
    .map(([key, field]) => [key, withoutBlanks(field)] as const)
    .filter(([, field]) => !isBlank(field));
  return Object.fromEntries(kept);
}

function isBlank(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return value !== null && typeof value === 'object' && Object.keys(value).length === 0;
}
