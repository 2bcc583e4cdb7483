import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { formatter } from '@lingui/format-po';
import ts from 'typescript';
import { LOCALES, type Locale } from '../../src/domain/i18n/locales.js';

/**
 * The message catalogues and the code that uses them (docs/decisions/018-languages.md): a message is the English
 * text given to `t('…')` or `msg('…')` as a literal; each locale's `.po` file holds its translation.
 */
export const CATALOGUE_DIR = 'src/web/locales';

/** Where a set of messages is used: the folders to read, the files left out, the names that mark a message. */
export interface MessageScope {
  dirs: readonly string[];
  leftOut: readonly RegExp[];
  markers: ReadonlySet<string>;
}

/**
 * Where the storefront's messages are: its web code and the shared code it shows (the schemas' validation
 * messages), but not the back office (English only) nor tests.
 */
export const WEB_MESSAGES: MessageScope = {
  dirs: ['src/web', 'src/domain'],
  leftOut: [/^src\/web\/admin\//, /^src\/web\/features\/admin-/, /\.test\.tsx?$/, /^src\/web\/test\//, /\/test\//],
  markers: new Set(['t', 'msg', 'rich']),
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/**
 * Every message a scope's code uses (the storefront's by default), in the order the files and their lines give,
 * with its first file.
 */
export function extractMessages(root = process.cwd(), scope: MessageScope = WEB_MESSAGES): Map<string, string> {
  const messages = new Map<string, string>();
  const marked = new RegExp(`\\b(${[...scope.markers].join('|')})\\(`);
  for (const path of scope.dirs.flatMap((dir) => sourceFiles(join(root, dir)))) {
    const file = relative(root, path).split('\\').join('/');
    if (scope.leftOut.some((pattern) => pattern.test(file))) continue;
    const text = readFileSync(path, 'utf8');
    if (!marked.test(text)) continue;
    const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && scope.markers.has(node.expression.text)) {
        const [first] = node.arguments;
        if (first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first))) {
          if (!messages.has(first.text)) messages.set(first.text, file);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return messages;
}

export const cataloguePath = (locale: Locale, root = process.cwd()) => join(root, CATALOGUE_DIR, `${locale}.po`);

const po = formatter({ explicitIdAsDefault: true });

/** A locale's catalogue: each message's translation ('' when there is none yet). */
export async function readCatalogue(locale: Locale, root = process.cwd()): Promise<Map<string, string>> {
  const path = cataloguePath(locale, root);
  const parsed = await po.parse(readFileSync(path, 'utf8'), { locale, sourceLocale: 'en', filename: path });
  return new Map(Object.entries(parsed).map(([id, entry]) => [id, entry.translation ?? '']));
}

const quoted = (text: string) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`;

/**
 * Writes a locale's catalogue: the messages in the order given, each with the file that first uses it as a
 * note for the translator. English leaves its translations empty: a message's id is its English text.
 */
export function writeCatalogue(
  locale: Locale,
  entries: readonly { id: string; file: string; translation: string }[],
  root = process.cwd(),
): void {
  const header = ['msgid ""', 'msgstr ""', `"Language: ${locale}\\n"`, '"Content-Type: text/plain; charset=utf-8\\n"'];
  const blocks = entries.map(({ id, file, translation }) =>
    [`#. ${file}`, `msgid ${quoted(id)}`, `msgstr ${quoted(locale === 'en' ? '' : translation)}`].join('\n'),
  );
  writeFileSync(cataloguePath(locale, root), `${[header.join('\n'), ...blocks].join('\n\n')}\n`);
}

/** The catalogues made to hold exactly the code's messages: new ones added untranslated, unused ones dropped. */
export async function syncCatalogues(root = process.cwd()): Promise<{ added: number; dropped: number }> {
  const used = extractMessages(root);
  let added = 0;
  let dropped = 0;
  for (const locale of LOCALES) {
    const existing = await readCatalogue(locale, root);
    if (locale === 'de') {
      added = [...used.keys()].filter((id) => !existing.has(id)).length;
      dropped = [...existing.keys()].filter((id) => !used.has(id)).length;
    }
    const entries = [...used].map(([id, file]) => ({ id, file, translation: existing.get(id) ?? '' }));
    writeCatalogue(locale, entries, root);
  }
  return { added, dropped };
}
