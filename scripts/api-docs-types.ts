/** The parts of an OpenAPI 3 document (as @fastify/swagger writes it) that the reference reads. */
export interface JsonSchema {
  type?: string | string[];
  description?: string;
  nullable?: boolean;
  enum?: unknown[];
  default?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  /** a shared component, e.g. `#/components/schemas/ErrorEnvelope` */
  $ref?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

export interface ApiParameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

export interface ApiOperation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: ApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: JsonSchema }> }>;
}

export type ApiPathItem = Partial<Record<'get' | 'post' | 'put' | 'patch' | 'delete', ApiOperation>>;

export interface ApiDocument {
  info: { title: string; version: string; description?: string };
  tags?: { name: string; description?: string }[];
  paths: Record<string, ApiPathItem>;
}

/** What the running app answered about one operation (see collectApiFacts). */
export interface OperationFacts {
  bearerToken: boolean;
  rateLimit: { max: number; seconds: number } | null;
}

export interface ApiFacts {
  document: ApiDocument;
  /** keyed by `METHOD /path` */
  operations: Record<string, OperationFacts>;
}

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export function operationKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path}`;
}
