/**
 * Decap CMS form fields from a zod schema: the schema is turned into JSON Schema (zod's own converter), with
 * the messages and the "file under content/" kind the converter drops added on the way, then each property
 * becomes a field: required or not, patterns with the schema's message, choices, numbers with their bounds,
 * lists and groups.
 */
import { z } from 'zod';
import { hasDatePart, realDatePattern } from './realDatePattern.ts';
import { OPTIONAL_GROUP_WIDGET } from '../decap/widgets/optionalGroup.ts';

/** One field of a Decap form (the subset of Decap's field options this site uses). */
export interface DecapField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  default?: unknown;
  pattern?: [string, string];
  options?: string[];
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  fields?: DecapField[];
  field?: DecapField;
  media_folder?: string;
  public_folder?: string;
  collapsed?: boolean;
  /** The ones in this site's code, for the entry preview and the captions format; Decap ignores them. */
  [key: string]: unknown;
}

/** JSON Schema as zod writes it, with the annotations added here. */
interface JsonNode {
  type?: string;
  properties?: Record<string, JsonNode>;
  required?: string[];
  items?: JsonNode;
  enum?: string[];
  const?: unknown;
  default?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  anyOf?: JsonNode[];
  oneOf?: JsonNode[];
  'x-message'?: string;
  'x-file'?: boolean;
}

interface ZodDefLike {
  type: string;
  format?: string;
  protocol?: RegExp;
  error?: (issue: object) => unknown;
  checks?: { _zod: { def: { check: string; format?: string; error?: (issue: object) => unknown } } }[];
}

/** What a schema's own message says (a refinement's first, then the pattern's, then the type's). */
function messageOf(def: ZodDefLike): string | undefined {
  const say = (error?: (issue: object) => unknown) => {
    const text = error?.({});
    return typeof text === 'string' ? text : undefined;
  };
  const checks = (def.checks ?? []).map((check) => check._zod.def);
  const custom = checks.find((check) => check.check === 'custom');
  const format = checks.find((check) => check.check === 'string_format');
  return say(custom?.error) ?? say(format?.error) ?? say(def.error);
}

/** The schema as JSON Schema (the form's input: fields with defaults may be left empty), annotated. */
function toAnnotatedJsonSchema(schema: z.ZodType, fileSchema: z.ZodType): JsonNode {
  return z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const def = (zodSchema as unknown as { _zod: { def: ZodDefLike } })._zod.def;
      const node = jsonSchema as JsonNode;
      if ((zodSchema as unknown) === fileSchema) node['x-file'] = true;
      if (def.type !== 'string') return;
      const message = messageOf(def);
      if (message) node['x-message'] = message;
      // An address whose scheme the schema restricts (https only): the converter says only "uri".
      if (def.format === 'url' && def.protocol && !node.pattern) node.pattern = `^(?:${def.protocol.source.replace(/^\^|\$$/g, '')}):\\/\\/\\S+$`;
      // A date checked by code as well as by its pattern: the form gets a pattern that accepts only real dates.
      if (node.pattern && hasDatePart(node.pattern) && (def.checks ?? []).some((check) => check._zod.def.check === 'custom')) {
        node.pattern = realDatePattern(node.pattern);
      }
    },
  }) as JsonNode;
}

/** "shortName" -> "Short name", "foundedYear" -> "Founded year". */
export function labelOf(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const joined = (...sentences: (string | undefined)[]) => sentences.filter(Boolean).join(' ');

/** A node without its "or null"/"or nothing" alternatives. */
function plain(node: JsonNode): JsonNode {
  const alternatives = (node.anyOf ?? node.oneOf ?? []).filter((option) => option.type !== 'null');
  return alternatives.length === 1 ? { ...alternatives[0], default: node.default ?? alternatives[0].default } : node;
}

/**
 * Switches for the site's own tooling, never for the office: `sample` marks the sample text shipped with the site
 * (what the office writes replaces it). The form keeps them as they are in the file (hidden fields), and shows none.
 */
const INTERNAL_SWITCHES = new Set(['sample']);

/** Photos are shown as pictures; other files (PDFs) as file names. */
const IMAGE_NAME = /image|logo|photo|picture/i;

/** The Decap field for one property of an object. */
function fieldOf(name: string, source: JsonNode, required: boolean, parentName = ''): DecapField {
  const node = plain(source);
  const field: DecapField = { name, label: labelOf(name), widget: 'string' };
  if (!required) field.required = false;
  if (node.default !== undefined && !(Array.isArray(node.default) && node.default.length === 0)) field.default = node.default;

  if (node.const !== undefined) return { ...field, widget: 'hidden', default: node.const };
  if (INTERNAL_SWITCHES.has(name) && node.type === 'boolean') return { name, label: field.label, widget: 'hidden', required: false };
  if (node['x-file']) return { ...field, widget: IMAGE_NAME.test(name) || IMAGE_NAME.test(parentName) ? 'image' : 'file' };
  if (node.enum) return { ...field, widget: 'select', options: node.enum };
  switch (node.type) {
    case 'boolean':
      return { ...field, widget: 'boolean', required: false };
    case 'integer':
    case 'number': {
      const min = node.minimum ?? (node.exclusiveMinimum !== undefined ? node.exclusiveMinimum + (node.type === 'integer' ? 1 : 0) : undefined);
      const max = node.maximum !== undefined && node.maximum < Number.MAX_SAFE_INTEGER ? node.maximum : undefined;
      return {
        ...field,
        widget: 'number',
        value_type: node.type === 'integer' ? 'int' : 'float',
        ...(min !== undefined && { min }),
        ...(max !== undefined && { max }),
      };
    }
    case 'object': {
      if (required) return { ...field, widget: 'object', collapsed: false, fields: fieldsOf(node) };
      // Decap checks the fields of its group (the object widget) even when the group is left empty, so an optional group
      // of text fields (a notice's event) is our widget, which shows a field the group needs without "(optional)" and
      // leaves the check to the content check (optionalGroup.ts). A field it needs says so in its hint.
      const fields = fieldsOf(node).map((inner) =>
        inner.required === false ? inner : { ...inner, hint: joined(`Needed when ${field.label.toLowerCase()} is filled in.`, inner.hint) },
      );
      const needs = fields.some((inner) => inner.required !== false);
      if (needs && fields.every((inner) => inner.widget === 'string')) return { ...field, widget: OPTIONAL_GROUP_WIDGET, fields };
      // Other optional groups: Decap's own (where the content check alone asks for what a group needs).
      return { ...field, widget: 'object', collapsed: true, fields: fields.map((inner) => ({ ...inner, required: false })) };
    }
    case 'array': {
      const items = plain(node.items ?? {});
      const bounds = { ...(node.minItems !== undefined && { min: node.minItems }), ...(node.maxItems !== undefined && { max: node.maxItems }) };
      // One item is counted by its singular label: "1 attachment", "2 attachments".
      const list = { ...field, widget: 'list', label_singular: labelOf(singular(name)), ...bounds };
      if (items.type === 'object') return { ...list, collapsed: true, fields: fieldsOf(items) };
      return { ...list, field: fieldOf(singular(name), items, true, name) };
    }
    default:
      if (node.pattern) {
        const message = node['x-message'] ?? `text matching ${node.pattern}`;
        // The pattern's message as the schema words it: the editor's locale says "Expires: a date that exists (…)."
        return { ...field, pattern: [node.pattern, message], hint: capitalised(message) };
      }
      return field;
  }
}

/** The name of one item of a list ("phones" -> "phone"), for the item's label. */
const singular = (name: string) => name.replace(/ies$/, 'y').replace(/(?<!s)s$/, '');

/** The fields of an object node, in the schema's order. */
function fieldsOf(node: JsonNode): DecapField[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).map(([name, property]) => fieldOf(name, property, required.has(name)));
}

/** The form for a whole schema (an object). */
export function formOf(schema: z.ZodType, fileSchema: z.ZodType): DecapField[] {
  return fieldsOf(toAnnotatedJsonSchema(schema, fileSchema));
}
