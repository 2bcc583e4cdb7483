import type { JsonSchema } from './api-docs-types.js';

// zod writes the bounds of a plain integer as ±MAX_SAFE_INTEGER: they say nothing to a reader.
const SAFE_BOUND = Number.MAX_SAFE_INTEGER;

function literal(value: unknown): string {
  return typeof value === 'string' ? `'${value}'` : JSON.stringify(value);
}

/** A one-line type, e.g. `integer`, `'trip' | 'destination'`, `string[]`, `string | null`. */
export function typeText(schema: JsonSchema | undefined): string {
  if (!schema) return 'any';
  const variants = schema.anyOf ?? schema.oneOf;
  let text: string;
  if (variants) {
    text = variants.map(typeText).join(' | ');
  } else if (schema.enum) {
    text =
      schema.enum
        .filter((value) => value !== null)
        .map(literal)
        .join(' | ') || 'null';
  } else if (schema.type === 'array') {
    const item = typeText(schema.items);
    text = item.includes(' ') ? `(${item})[]` : `${item}[]`;
  } else if (Array.isArray(schema.type)) {
    text = schema.type.join(' | ');
  } else if (schema.type === 'object' && !schema.properties && typeof schema.additionalProperties === 'object') {
    text = `Record<string, ${typeText(schema.additionalProperties)}>`;
  } else {
    text = schema.type ?? 'any';
  }
  return schema.nullable && text !== 'null' ? `${text} | null` : text;
}

/** The rules a value must meet, in words: `1 to 100`, `> 0`, `at most 500 characters`, `default 20`. */
export function constraintsText(schema: JsonSchema | undefined): string {
  if (!schema) return '';
  const rules: string[] = [];
  const min = schema.minimum !== undefined && schema.minimum > -SAFE_BOUND ? schema.minimum : undefined;
  const max = schema.maximum !== undefined && schema.maximum < SAFE_BOUND ? schema.maximum : undefined;
  const exclusiveMin = schema.exclusiveMinimum === true;
  if (typeof schema.exclusiveMinimum === 'number') rules.push(`> ${schema.exclusiveMinimum}`);
  if (min !== undefined && max !== undefined && !exclusiveMin) rules.push(`${min} to ${max}`);
  else {
    if (min !== undefined) rules.push(exclusiveMin ? `> ${min}` : `≥ ${min}`);
    if (max !== undefined) rules.push(`≤ ${max}`);
  }
  if (schema.minLength !== undefined && schema.minLength > 0) {
    rules.push(schema.minLength === 1 ? 'not empty' : `at least ${schema.minLength} characters`);
  }
  if (schema.maxLength !== undefined) rules.push(`at most ${schema.maxLength} characters`);
  if (schema.minItems !== undefined && schema.minItems > 0) rules.push(`at least ${schema.minItems} item(s)`);
  if (schema.maxItems !== undefined) rules.push(`at most ${schema.maxItems} items`);
  if (schema.format) rules.push(`format ${schema.format}`);
  if (schema.pattern) rules.push(patternText(schema.pattern));
  if (schema.default !== undefined) rules.push(`default ${literal(schema.default)}`);
  return rules.join(', ');
}

/** An object or array schema as an indented, TypeScript-like shape for a code block. */
export function shapeText(schema: JsonSchema | undefined, indent = ''): string {
  if (!schema) return 'any';
  const inner = `${indent}  `;
  if (schema.type === 'object' && schema.properties) {
    const required = new Set(schema.required ?? []);
    const lines = Object.entries(schema.properties).map(([name, property]) => {
      const optional = required.has(name) ? '' : '?';
      const notes = [property.description, constraintsText(property)].filter(Boolean).join('; ');
      const comment = notes ? `  // ${notes}` : '';
      return `${inner}${name}${optional}: ${shapeText(property, inner)}${comment}`;
    });
    const close = `${indent}}${schema.nullable ? ' | null' : ''}`;
    return lines.length ? `{\n${lines.join('\n')}\n${close}` : `{}${schema.nullable ? ' | null' : ''}`;
  }
  if (schema.type === 'array' && schema.items?.type === 'object' && schema.items.properties) {
    return `Array<${shapeText(schema.items, indent)}>${schema.nullable ? ' | null' : ''}`;
  }
  return typeText(schema);
}

/** The typeable-text rule (domain/schemas/common.ts) in words; any other pattern as it is. */
function patternText(pattern: string): string {
  if (!pattern.startsWith('^[^\\u0000-')) return `matches \`${pattern}\``;
  return pattern.includes('\\s\\u200B') ? 'no control characters, not blank' : 'no control characters';
}
