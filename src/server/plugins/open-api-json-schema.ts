import { z } from 'zod';

type JsonSchema = Record<string, unknown>;
const LOWER_BOUNDS = ['minimum', 'minLength', 'minItems'] as const;
const UPPER_BOUNDS = ['maximum', 'maxLength', 'maxItems'] as const;
const FORMAT_KEYS = ['format', 'pattern', 'enum'] as const;

/**
 * A field written `text(...).pipe(z.email())` or `count(...).pipe(z.number().max(5))` is validated by
 * both halves, but zod describes a pipe's input by its first half alone: the document then allowed what
 * the server refuses (any string as an e-mail, a rating up to 2^31). This merges the second half's
 * bounds (the stricter wins), format and pattern into the field's description.
 */
function pipeConstraints(ctx: { zodSchema: unknown; jsonSchema: JsonSchema }): void {
  const def = (ctx.zodSchema as { _zod: { def: { type: string; in?: z.ZodType; out?: z.ZodType } } })._zod.def;
  if (def.type !== 'pipe' || !def.in || !def.out) return;
  if ((def.in as unknown as { _zod: { def: { type: string } } })._zod.def.type === 'transform') return;
  const out = z.toJSONSchema(def.out, jsonSchemaParams) as JsonSchema;
  const target = ctx.jsonSchema;
  for (const key of LOWER_BOUNDS) {
    if (typeof out[key] === 'number') target[key] = Math.max(out[key], (target[key] as number) ?? -Infinity);
  }
  for (const key of UPPER_BOUNDS) {
    if (typeof out[key] === 'number') target[key] = Math.min(out[key], (target[key] as number) ?? Infinity);
  }
  for (const key of FORMAT_KEYS) if (out[key] !== undefined) target[key] = out[key];
  // zod's e-mail pattern is the rule the server applies; JSON Schema's `email` format is another one.
  if (target.format === 'email' && target.pattern) delete target.format;
}

/**
 * Which fields an object needs, and which take null, as the server decides: by asking each field's
 * schema. zod guesses from the schema's kind, and a field that fills in a default (a testimonial's
 * stars) or turns anything unusable into null (a form's source page) was described the other way round.
 */
function fieldPresence(ctx: { zodSchema: unknown; jsonSchema: JsonSchema }): void {
  const def = (ctx.zodSchema as { _zod: { def: { type: string; shape?: Record<string, z.ZodType> } } })._zod.def;
  const properties = ctx.jsonSchema.properties as Record<string, JsonSchema> | undefined;
  if (def.type !== 'object' || !def.shape || !properties) return;
  const required = new Set((ctx.jsonSchema.required as string[] | undefined) ?? []);
  for (const [key, field] of Object.entries(def.shape)) {
    const property = properties[key];
    if (!property) continue;
    // A field that takes any value (and drops what it cannot use) is described as taking any value.
    if ([{}, [], 1, 'text', true].every((value) => accepts(field, value))) {
      properties[key] = property.description ? { description: property.description } : {};
    }
    if (accepts(field, undefined)) required.delete(key);
    else required.add(key);
    // (A coerced number takes null as 0; only a JSON body could send it, and none of those coerces.)
    if (properties[key]?.type !== undefined && !isCoerced(field) && accepts(field, null)) property.nullable = true;
    // A blank optional field is 'not filled in' (blankToUndefined): '' is taken even where a pattern is not.
    if ((property.pattern || property.format) && accepts(field, '')) {
      const { description, nullable, ...rule } = property;
      for (const key of Object.keys(property)) delete property[key];
      Object.assign(property, { description, nullable, anyOf: [rule, { type: 'string', enum: [''] }] });
      for (const key of ['description', 'nullable']) if (property[key] === undefined) delete property[key];
    }
  }
  if (required.size) ctx.jsonSchema.required = [...required];
  else delete ctx.jsonSchema.required;
}

function isCoerced(field: z.ZodType): boolean {
  const def = field._zod.def as { coerce?: boolean; innerType?: z.ZodType };
  return def.coerce === true || (def.innerType !== undefined && isCoerced(def.innerType));
}

function accepts(field: z.ZodType, value: unknown): boolean {
  try {
    return field.safeParse(value).success;
  } catch {
    return false;
  }
}

/**
 * A field that reads several forms into one (an id list: an array, a single id or false, common.ts) names
 * them in its metadata as `anyOf`; zod would put the parsed shape beside them (`type: array`), which the
 * document would then demand of every form.
 */
function namedForms(ctx: { zodSchema: unknown; jsonSchema: JsonSchema }): void {
  const forms = z.globalRegistry.get(ctx.zodSchema as z.ZodType)?.anyOf;
  if (!forms) return;
  const { description } = ctx.jsonSchema;
  for (const key of Object.keys(ctx.jsonSchema)) delete ctx.jsonSchema[key];
  Object.assign(ctx.jsonSchema, description === undefined ? { anyOf: forms } : { description, anyOf: forms });
}

function describeAsValidated(ctx: { zodSchema: unknown; jsonSchema: JsonSchema }): void {
  namedForms(ctx);
  pipeConstraints(ctx);
  fieldPresence(ctx);
}

/** How the OpenAPI document turns a zod schema into JSON Schema (the route schemas and the documented bodies). */
export const jsonSchemaParams = {
  target: 'openapi-3.0' as const,
  io: 'input' as const,
  unrepresentable: 'any' as const,
  override: describeAsValidated,
};

/** The part of `jsonSchemaParams` fastify-type-provider-zod takes (it sets the target and direction itself). */
export const zodToJsonConfig = { unrepresentable: 'any' as const, override: describeAsValidated };
