/**
 * A Firestore REST API value (`{ stringValue: 'x' }`, `{ arrayValue: { values: [...] } }` ...) as
 * plain JSON, for the documents the site reads without the SDK. Kinds that the site's documents
 * never hold (references, bytes, geo points) read as null.
 */
export type FirestoreValue = Record<string, unknown>;

export function fromFirestoreValue(value: FirestoreValue): unknown {
  if ('stringValue' in value) return value.stringValue;
  if ('booleanValue' in value) return value.booleanValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('timestampValue' in value) return Date.parse(String(value.timestampValue));
  if ('arrayValue' in value) {
    const { values = [] } = value.arrayValue as { values?: FirestoreValue[] };
    return values.map(fromFirestoreValue);
  }
  if ('mapValue' in value) {
    const { fields = {} } = value.mapValue as { fields?: Record<string, FirestoreValue> };
    return fromFirestoreFields(fields);
  }
  return null;
}

/** A document's (or a map's) `fields`, as a plain object. */
export function fromFirestoreFields(
  fields: Record<string, FirestoreValue>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, fromFirestoreValue(value)]),
  );
}
