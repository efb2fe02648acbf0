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

/** Plain JSON as a Firestore REST API value: the other way from fromFirestoreValue. */
export function toFirestoreValue(value: unknown): FirestoreValue {
  if (value === null || value === undefined) return { nullValue: null };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') {
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  }
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toFirestoreValue) } };
  return { mapValue: { fields: toFirestoreFields(value as Record<string, unknown>) } };
}

/** A plain object as a document's (or a map's) `fields`; undefined entries are left out. */
export function toFirestoreFields(
  object: Readonly<Record<string, unknown>>,
): Record<string, FirestoreValue> {
  return Object.fromEntries(
    Object.entries(object)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [name, toFirestoreValue(value)]),
  );
}
