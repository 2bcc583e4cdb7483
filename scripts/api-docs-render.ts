import { constraintsText, shapeText, typeText } from './api-docs-schema.js';
import {
  HTTP_METHODS,
  operationKey,
  type ApiFacts,
  type ApiOperation,
  type ApiParameter,
  type JsonSchema,
  type OperationFacts,
} from './api-docs-types.js';

export const REFERENCE_PATH = 'docs/api/reference.md';

interface Entry {
  method: string;
  path: string;
  operation: ApiOperation;
  facts: OperationFacts;
}

const UNTAGGED = 'Other';

/** Table cells: one line, and a `|` inside a type must not end the cell. */
function cell(text: string | undefined): string {
  return (text ?? '').replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
}

function code(text: string): string {
  return `\`${text}\``;
}

/** Anchors as GitHub makes them from a heading, so the index can link each operation. */
function anchor(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9 _-]/g, '')
    .replace(/ /g, '-');
}

function operationHeading(entry: Entry): string {
  return `${entry.method.toUpperCase()} ${entry.path}`;
}

/** Tags in the document's declared order, then any other tag alphabetically; paths sorted within. */
function groupByTag(facts: ApiFacts): [string, Entry[]][] {
  const groups = new Map<string, Entry[]>();
  for (const [path, item] of Object.entries(facts.document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? UNTAGGED;
      const entryFacts = facts.operations[operationKey(method, path)] ?? { bearerToken: false, rateLimit: null };
      groups.set(tag, [...(groups.get(tag) ?? []), { method, path, operation, facts: entryFacts }]);
    }
  }
  const declared = (facts.document.tags ?? []).map((tag) => tag.name);
  const rank = (tag: string) => (declared.includes(tag) ? declared.indexOf(tag) : declared.length);
  const methodRank = (method: string) => HTTP_METHODS.indexOf(method as (typeof HTTP_METHODS)[number]);
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([tag, entries]) => [
      tag,
      entries.sort((a, b) => a.path.localeCompare(b.path) || methodRank(a.method) - methodRank(b.method)),
    ]);
}

function authText(facts: OperationFacts): string {
  return facts.bearerToken ? 'bearer token (401 without a valid one)' : 'none';
}

function rateLimitText(facts: OperationFacts): string {
  const limit = facts.rateLimit;
  return limit ? `${limit.max} requests per ${limit.seconds} s per client address (429 beyond)` : 'none';
}

function parametersTable(parameters: ApiParameter[]): string[] {
  if (parameters.length === 0) return [];
  const rows = parameters.map((parameter) =>
    [
      code(parameter.name),
      parameter.in,
      code(typeText(parameter.schema)),
      parameter.required ? 'yes' : 'no',
      constraintsText(parameter.schema),
      parameter.description ?? parameter.schema?.description,
    ]
      .map(cell)
      .join(' | '),
  );
  return [
    '**Parameters**',
    '',
    '| Name | In | Type | Required | Constraints | Description |',
    '|---|---|---|---|---|---|',
  ]
    .concat(rows.map((row) => `| ${row} |`))
    .concat('');
}

function bodySection(operation: ApiOperation): string[] {
  const lines: string[] = [];
  for (const [contentType, media] of Object.entries(operation.requestBody?.content ?? {}).sort()) {
    const schema = media.schema;
    lines.push(`**Body** (${code(contentType)})`, '');
    if (!schema?.properties) {
      lines.push('```ts', shapeText(schema), '```', '');
      continue;
    }
    const required = new Set(schema.required ?? []);
    lines.push('| Field | Type | Required | Constraints | Description |', '|---|---|---|---|---|');
    for (const [name, property] of Object.entries(schema.properties)) {
      const isRequired = required.has(name) ? (property.nullable ? 'yes (null allowed)' : 'yes') : 'no';
      const row = [code(name), code(typeText(property)), isRequired, constraintsText(property), property.description];
      lines.push(`| ${row.map(cell).join(' | ')} |`);
    }
    lines.push('');
  }
  return lines;
}

function isEnvelope(schema: JsonSchema | undefined): boolean {
  const names = Object.keys(schema?.properties ?? {});
  return ['status', 'code', 'message', 'data'].every((name) => names.includes(name));
}

const SHARED_ERROR = '#/components/schemas/ErrorEnvelope';

function responsesSection(operation: ApiOperation): string[] {
  const lines = ['**Responses**', ''];
  const errors: string[] = [];
  for (const [status, response] of Object.entries(operation.responses ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    const schema = response.content?.['application/json']?.schema;
    if (schema?.$ref === SHARED_ERROR) {
      errors.push(`${code(status)} ${response.description ?? ''}`.trim());
      continue;
    }
    if (status === '304') {
      lines.push(`- ${code(status)} not modified: the \`If-None-Match\` ETag still matches; no body`);
    } else if (isEnvelope(schema)) {
      lines.push(`- ${code(status)} success envelope with \`data\`:`, '', '  ```ts');
      lines.push(
        ...shapeText(schema?.properties?.data)
          .split('\n')
          .map((line) => `  ${line}`),
        '  ```',
      );
    } else {
      lines.push(`- ${code(status)}:`, '', '  ```ts');
      lines.push(
        ...shapeText(schema)
          .split('\n')
          .map((line) => `  ${line}`),
        '  ```',
      );
    }
    lines.push('');
  }
  if (errors.length) {
    lines.push("Errors, each in the error envelope (`docs/api/README.md` 'Envelope'):", '');
    lines.push(...errors.map((error) => `- ${error}`), '');
  }
  return lines;
}

function operationSection(entry: Entry): string[] {
  const { operation, facts } = entry;
  return [
    `### ${operationHeading(entry)}`,
    '',
    ...(operation.summary ? [operation.summary, ''] : []),
    `- Auth: ${authText(facts)}`,
    `- Rate limit: ${rateLimitText(facts)}`,
    '',
    ...(operation.description ? [operation.description, ''] : []),
    ...parametersTable(operation.parameters ?? []),
    ...bodySection(operation),
    ...responsesSection(operation),
  ];
}

/** The Markdown reference of every operation in the OpenAPI document: deterministic for one document. */
export function renderApiReference(facts: ApiFacts): string {
  const groups = groupByTag(facts);
  const tagDescriptions = new Map((facts.document.tags ?? []).map((tag) => [tag.name, tag.description]));
  const lines = [
    '<!-- Generated by `npm run docs:api` from the OpenAPI document the server serves at /api/docs/json. Do not edit by hand: change the route schemas, then run the script. -->',
    '',
    `# ${facts.document.info.title}: reference (version ${facts.document.info.version})`,
    '',
    'Every operation below answers JSON in the envelope described in [README.md](README.md#envelope); the',
    'success shapes below are its `data`. Errors are not repeated per operation: any call can answer 400,',
    '413, 422, 429 (where rate limited), 500 or 503, and calls with a bearer token 401; see',
    '[README.md](README.md#status-codes). Fields, types and limits come from the route schemas; rules',
    'that JSON Schema cannot express (blank text read as null, defaults filled in before validation,',
    'checks across fields, dates from tomorrow) are in [README.md](README.md#validation) and',
    '[../behaviour/](../behaviour/README.md).',
    '',
    '## Index',
    '',
    '| Operation | Summary | Auth |',
    '|---|---|---|',
    ...groups.flatMap(([, entries]) =>
      entries.map((entry) => {
        const heading = operationHeading(entry);
        return `| [${code(heading)}](#${anchor(heading)}) | ${cell(entry.operation.summary)} | ${entry.facts.bearerToken ? 'bearer' : ''} |`;
      }),
    ),
    '',
  ];
  for (const [tag, entries] of groups) {
    lines.push(`## ${tag}`, '');
    const description = tagDescriptions.get(tag);
    if (description) lines.push(description, '');
    for (const entry of entries) lines.push(...operationSection(entry));
  }
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}
