import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify';
import fastJson, { type AnySchema } from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;
type JsonSchema = z.core.JSONSchema.BaseSchema;

export type ResponseSerializerOptions = {
  /**
   * Also run every response through zod and refuse it (a 500) unless zod accepts it and writes
   * the same JSON: on in tests, so every API test proves its responses match their schema.
   */
  checkResponses: boolean;
};

export type ResponseSerializerCompiler = FastifySerializerCompiler<z.ZodType> & {
  /** `METHOD url status` of every response schema compiled to a fast serializer. */
  readonly compiled: readonly string[];
  /** The same, with the reason, for schemas left to zod: each one is slow on its route. */
  readonly fallbacks: readonly string[];
};

/**
 * Serializes responses with a function compiled once per route from the route's zod response schema
 * (zod -> JSON Schema -> fast-json-stringify), instead of zod checking every response at run time.
 * The zod schema stays the single source; one that cannot be converted faithfully keeps zod's path.
 *
 * What the compiled path guarantees: exactly the schema's properties (others are dropped, as zod
 * strips them; required ones first, then optional ones, each in the schema's order), a 500 when a
 * required one is missing, values written as they are.
 * What it does not check: value types and rules (lengths, patterns, enum members, trimming). Types
 * hold because TypeScript checks each handler's result against the schema's output type; value
 * rules are input rules, enforced when data comes in; and in tests `checkResponses` holds both.
 */
export function createResponseSerializer(options: ResponseSerializerOptions): ResponseSerializerCompiler {
  const compiled: string[] = [];
  const fallbacks: string[] = [];
  const compile: FastifySerializerCompiler<z.ZodType> = (routeSchema) => {
    const name = [routeSchema.method, routeSchema.url, routeSchema.httpStatus].filter(Boolean).join(' ');
    // Throws ResponseSerializationError (a 500) when zod refuses the data, as before.
    const zodPath: Serialize = zodSerializerCompiler(routeSchema);
    const fast = fastSerializer(routeSchema.schema);
    if (typeof fast === 'string') {
      fallbacks.push(`${name}: ${fast}`);
      return zodPath;
    }
    compiled.push(name);
    if (!options.checkResponses) return fast;
    return (data: unknown) => {
      const expected = zodPath(data);
      const json = fast(data);
      // Same values, not same bytes: fast-json-stringify writes optional properties last.
      // No data in the message: it is logged, and a response may hold tokens.
      if (!isDeepStrictEqual(JSON.parse(json), JSON.parse(expected))) {
        throw new Error(`${name}: the compiled serializer and zod wrote different JSON`);
      }
      return json;
    };
  };
  return Object.assign(compile, { compiled, fallbacks });
}

// Compiled once per schema object: routes share schemas, and GET routes are compiled again for HEAD.
const fastSerializers = new WeakMap<object, Serialize | string>();

/** A compiled serializer for the schema, or why it has none. */
function fastSerializer(schema: unknown): Serialize | string {
  if (!(schema instanceof z.core.$ZodType)) return 'not a zod schema';
  const known = fastSerializers.get(schema);
  if (known !== undefined) return known;
  const made = makeFastSerializer(schema);
  fastSerializers.set(schema, made);
  return made;
}

function makeFastSerializer(schema: z.core.$ZodType): Serialize | string {
  const unsupported = unsupportedPart(schema);
  if (unsupported) return `no faithful JSON Schema for zod's ${unsupported}`;
  try {
    // A registry of its own: no ids from the global one, so everything is inline and nothing is a $ref.
    const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', metadata: z.registry() });
    // Validators of anyOf branches compiled now, so a schema ajv cannot take falls back at start.
    // fast-json-stringify's types list a few schema shapes; zod's JSON Schema is the general one.
    const schemaForFjs = forSerialization(jsonSchema) as AnySchema;
    const stringify: Serialize = fastJson(schemaForFjs, { compileValidators: true });
    return stringify;
  } catch (error) {
    return `cannot be compiled (${error instanceof Error ? error.message : String(error)})`;
  }
}

/**
 * The first part of the schema, by zod type, whose JSON Schema would not describe what zod writes
 * (transforms, pipes, defaults, dates, lazy or recursive schemas, objects that keep unknown keys,
 * ...); undefined if none. Kept to plain JSON values, which JSON.stringify writes as they are.
 */
function unsupportedPart(
  schema: z.core.$ZodType,
  ancestors = new Set<z.core.$ZodType>(),
): string | undefined {
  if (ancestors.has(schema)) return 'recursive';
  const inner = (...schemas: z.core.$ZodType[]) => {
    const path = new Set(ancestors).add(schema);
    for (const part of schemas) {
      const unsupported = unsupportedPart(part, path);
      if (unsupported) return unsupported;
    }
    return undefined;
  };
  const def = (schema as z.core.$ZodTypes)._zod.def;
  switch (def.type) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'null':
    case 'enum':
      return undefined;
    case 'literal':
      return def.values.every(
        (value) => value === null || ['string', 'number', 'boolean'].includes(typeof value),
      )
        ? undefined
        : 'literal';
    case 'nullable':
    case 'optional':
      return inner(def.innerType);
    case 'array':
      return inner(def.element);
    case 'object':
      return def.catchall ? 'object with catchall' : inner(...Object.values(def.shape));
    case 'record':
      return def.keyType._zod.def.type === 'string' ? inner(def.valueType) : 'record key';
    case 'union':
      return inner(...def.options);
    default:
      return def.type;
  }
}

/**
 * Adapts zod's JSON Schema to what fast-json-stringify does with it, so the data is written as is:
 * - `additionalProperties: false` goes: undeclared properties are dropped anyway, but the ajv check
 *   that picks an anyOf branch would refuse an object with extras where zod's union strips them;
 * - `const` becomes a one-value `enum`: fast-json-stringify writes a const from the schema,
 *   whatever the data holds;
 * - `integer` becomes `number`: fast-json-stringify would truncate a fraction.
 * Walks schema positions only, so a property named `const` or `type` is left alone.
 */
function forSerialization(node: JsonSchema): JsonSchema {
  const { additionalProperties, const: constant, type, properties, items, anyOf, ...rest } = node;
  const adapted: JsonSchema = rest;
  if (additionalProperties !== undefined && additionalProperties !== false) {
    adapted.additionalProperties = adaptPart(additionalProperties);
  }
  if (constant !== undefined) adapted.enum = [constant];
  if (type !== undefined) adapted.type = Array.isArray(type) ? type.map(asNumber) : asNumber(type);
  if (properties) {
    adapted.properties = Object.fromEntries(
      Object.entries(properties).map(([key, part]) => [key, adaptPart(part)]),
    );
  }
  if (items !== undefined) adapted.items = Array.isArray(items) ? items.map(adaptPart) : adaptPart(items);
  if (anyOf) adapted.anyOf = anyOf.map(forSerialization);
  return adapted;
}

// `true` and `false` are whole schemas too (anything, nothing).
function adaptPart(part: boolean | JsonSchema): boolean | JsonSchema {
  return typeof part === 'boolean' ? part : forSerialization(part);
}

function asNumber(type: z.core.JSONSchema.SchemaType): z.core.JSONSchema.SchemaType {
  return type === 'integer' ? 'number' : type;
}
