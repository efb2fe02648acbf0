import type { z } from 'zod';

const KINDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'yes or no (true or false)',
  array: 'a list',
  object: 'a group of fields',
};

/**
 * Zod's own messages in words a committee member reads; the schema's fields carry their own
 * messages for everything else (src/content/schema/fields.ts).
 */
export const plainWords: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type')
    return issue.input === undefined
      ? 'is missing'
      : `should be ${KINDS[issue.expected] ?? issue.expected}`;
  if (issue.code === 'too_small' && issue.origin === 'array')
    return `should have at least ${String(issue.minimum)} item${issue.minimum === 1 ? '' : 's'}`;
  if (issue.code === 'invalid_value')
    return `should be one of ${issue.values.map(String).join(', ')}`;
  return undefined;
};
