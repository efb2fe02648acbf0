import type { CmsHint } from '../../../src/content/schema/fields.ts';

/** The part of JSON Schema that zod writes for the content's schemas. */
export interface JsonSchema {
  type?: string;
  title?: string;
  description?: string;
  enum?: (string | number)[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  default?: unknown;
  cms?: CmsHint;
}

/** A field of Decap CMS's configuration (decapcms.org/docs/widgets). */
export type CmsField = Record<string, unknown> & { name: string; widget: string };
type Widget = Record<string, unknown> & { widget: string };

const DATE_TIME_FORMAT = 'YYYY-MM-DDTHH:mm:ssZ';

/** The fields of an object schema, each with the widget and checks its schema asks for. */
export function cmsFields(object: JsonSchema): CmsField[] {
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties ?? {}).map(([name, schema]) =>
    cmsField(name, schema, required.has(name)),
  );
}

function cmsField(name: string, schema: JsonSchema, required: boolean): CmsField {
  const common = {
    name,
    label: schema.title ?? name,
    ...(schema.description ? { hint: schema.description } : {}),
    required,
    ...(schema.cms?.pattern ? { pattern: schema.cms.pattern } : {}),
  };
  const widget = widgetFor(schema);
  return { ...common, ...(required ? widget : withOptionalChildren(widget, common.label)) };
}

/**
 * Decap checks an optional group's required fields even when the group is left empty, so there
 * they are optional in the editor and the hint says when they are needed; the build still
 * refuses a group given without them (src/content/schema/).
 */
function withOptionalChildren(widget: Widget, group: string): Widget {
  if (widget.widget !== 'object' || !Array.isArray(widget.fields)) return widget;
  const fields = (widget.fields as CmsField[]).map((field) =>
    field.required ? { ...field, required: false, hint: whenNeeded(field.hint, group) } : field,
  );
  return { ...widget, fields, collapsed: true };
}

function whenNeeded(hint: unknown, group: string): string {
  const needed = `Needed when ${group} is given.`;
  if (typeof hint !== 'string' || hint === '') return needed;
  return `${hint}${/[.!?]$/.test(hint) ? '' : '.'} ${needed}`;
}

function widgetFor(schema: JsonSchema): Widget {
  const hint = schema.cms;
  if (hint?.widget === 'image' && hint.media)
    return {
      widget: 'image',
      choose_url: false,
      media_folder: `/public${hint.media.folder}`,
      public_folder: hint.media.folder,
      media_library: { config: { max_file_size: hint.media.maxBytes } },
    };
  if (hint?.widget === 'datetime')
    return { widget: 'datetime', format: DATE_TIME_FORMAT, picker_utc: false };
  if (hint?.widget === 'relation' && hint.relation)
    return {
      widget: 'relation',
      collection: hint.relation.collection,
      ...(hint.relation.file ? { file: hint.relation.file } : {}),
      value_field: hint.relation.valueField,
      search_fields: [hint.relation.searchField],
      display_fields: [hint.relation.searchField],
    };
  if (hint?.widget === 'text') return { widget: 'text' };
  if (schema.enum) return { widget: 'select', options: schema.enum };
  if (schema.type === 'boolean') return { widget: 'boolean', default: false };
  if (schema.type === 'integer' || schema.type === 'number')
    return {
      widget: 'number',
      value_type: schema.type === 'integer' ? 'int' : 'float',
      ...(schema.minimum !== undefined ? { min: schema.minimum } : {}),
      ...(schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER
        ? { max: schema.maximum }
        : {}),
    };
  if (schema.type === 'object') return { widget: 'object', fields: cmsFields(schema) };
  if (schema.type === 'array' && schema.items) {
    const items = schema.items;
    const singular = items.title ? { label_singular: items.title } : {};
    if (items.type === 'object')
      return { widget: 'list', ...singular, fields: cmsFields(items), summary: summaryOf(items) };
    // A list of single values: one text box per item, not Decap's comma-separated line.
    return { widget: 'list', ...singular, field: cmsField('item', items, true) };
  }
  return { widget: 'string' };
}

/** A list item's line in the editor: its first one or two text fields. */
function summaryOf(items: JsonSchema): string {
  const names = Object.entries(items.properties ?? {})
    .filter(([, schema]) => schema.type === 'string')
    .slice(0, 2)
    .map(([name]) => `{{fields.${name}}}`);
  return names.join(' · ');
}
