import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { twMerge } from 'tailwind-merge';
import { compile } from 'tailwindcss';
import { describe, expect, it } from 'vitest';
import { cn } from './cn.js';

const WEB = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });

/** Every word in a string literal of src/web that Tailwind turns into CSS: the site's class vocabulary. */
async function classesUsedInWeb(): Promise<string[]> {
  const words = new Set<string>();
  for (const file of sourceFiles(WEB)) {
    for (const [, , text = ''] of readFileSync(file, 'utf8').matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
      for (const word of text.split(/\s+/)) if (/^[!\-\w[*@]\S*$/.test(word)) words.add(word);
    }
  }
  const compiler = await compile(readFileSync(join(WEB, 'styles.css'), 'utf8'), {
    base: WEB,
    loadStylesheet: async (id: string, base: string) => {
      // A relative import (styles.css imports ./theme.css) is a file beside the importer; the rest are packages.
      const path = id.startsWith('.')
        ? join(base, id)
        : require.resolve(id === 'tailwindcss' ? 'tailwindcss/index.css' : id);
      return { path, base: dirname(path), content: readFileSync(path, 'utf8') };
    },
  });
  // Selectors as Tailwind writes them: '.hover\:bg-ink:hover', '.w-1\/2 {'.
  const selectors = new Set(compiler.build([...words]).match(/\.(?:\\.|[\w-])+/g));
  const escape = (name: string) => `.${name.replace(/[^\w-]/g, (char) => `\\${char}`)}`;
  return [...words].filter((word) => selectors.has(escape(word)));
}

/** 'md:hover:bg-ink' → ['md:hover:', 'bg-ink'] */
function splitVariants(name: string): [string, string] {
  let depth = 0;
  let end = 0;
  for (let i = 0; i < name.length; i++) {
    if ('[('.includes(name[i] ?? '')) depth++;
    else if ('])'.includes(name[i] ?? '')) depth--;
    else if (name[i] === ':' && depth === 0) end = i + 1;
  }
  return [name.slice(0, end), name.slice(end)];
}

describe('cn', () => {
  it('joins conditional classes like clsx', () => {
    expect(cn('a', false, undefined, { b: true, c: false }, ['d'])).toBe('a b d');
  });

  it('lets a later Tailwind class override an earlier one of the same property', () => {
    expect(cn('h-12 px-8 text-base', 'h-14 rounded-xl')).toBe('px-8 text-base h-14 rounded-xl');
    expect(cn('rounded-full bg-gold-dark text-white hover:bg-ink', 'bg-gold text-ink hover:bg-white')).toBe(
      'rounded-full bg-gold text-ink hover:bg-white',
    );
    expect(cn('pl-2 pr-4', 'px-6')).toBe('px-6');
    expect(cn('px-6', 'pl-2')).toBe('px-6 pl-2');
    expect(cn('text-sm text-ink/70', 'text-lg')).toBe('text-ink/70 text-lg');
  });

  it('keeps classes under other variants, and compares variants in any order', () => {
    expect(cn('bg-sand hover:bg-ink', 'lg:bg-white')).toBe('bg-sand hover:bg-ink lg:bg-white');
    expect(cn('hover:lg:bg-ink', 'lg:hover:bg-sand')).toBe('lg:hover:bg-sand');
    expect(cn('[overflow-wrap:anywhere] mt-2', '[overflow-wrap:normal] -mt-3')).toBe('[overflow-wrap:normal] -mt-3');
  });

  it('keeps classes it does not know', () => {
    expect(cn('embla grow-0', 'embla')).toBe('embla grow-0 embla');
  });

  it('merges every pair of classes used in src/web as tailwind-merge does', { timeout: 60_000 }, async () => {
    const classes = await classesUsedInWeb();
    // A sanity floor: an empty list would make the rest of this test pass vacuously.
    expect(classes.length).toBeGreaterThan(500);
    const mismatches: string[] = [];
    const check = (a: string, b: string) => {
      const expected = twMerge(a, b);
      if (cn(a, b) !== expected) mismatches.push(`cn('${a}', '${b}') is '${cn(a, b)}', not '${expected}'`);
    };
    const utilities = [...new Set(classes.map((name) => splitVariants(name)[1]))];
    for (const a of utilities) for (const b of utilities) check(a, b);
    const byVariants = new Map<string, string[]>();
    for (const name of classes) {
      const [variants] = splitVariants(name);
      if (variants) byVariants.set(variants, [...(byVariants.get(variants) ?? []), name]);
    }
    for (const names of byVariants.values()) for (const a of names) for (const b of names) check(a, b);
    expect(mismatches.slice(0, 20)).toEqual([]);
  });
});
