import { clsx, type ClassValue } from 'clsx';
import { CONFLICTS, groupOf } from './class-groups.js';

/** Variants compare sorted, except those that change what the class applies to (after:, [&_b]:). */
const ORDERED_VARIANT = /^(\[|\*|after$|before$|backdrop$|file$|marker$|placeholder$|selection$|first-l)/;

function scopeOf(variants: string[], important: boolean): string {
  const sorted: string[] = [];
  let run: string[] = [];
  for (const variant of variants) {
    if (ORDERED_VARIANT.test(variant)) {
      sorted.push(...run.sort(), variant);
      run = [];
    } else run.push(variant);
  }
  return [...sorted, ...run.sort()].join(':') + (important ? '!' : '');
}

/** 'md:hover:!-mt-2' → ['md', 'hover', '!-mt-2']; a colon inside [] or () belongs to a value. */
function splitVariants(name: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < name.length; i++) {
    const char = name[i];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) {
      parts.push(name.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(name.slice(start));
  return parts;
}

/** tailwind-merge's rule: walking from the end, a class whose group is already set is dropped. */
function merge(classList: string): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  const names = classList.trim().split(/\s+/);
  for (let i = names.length - 1; i >= 0; i--) {
    const name = names[i] ?? '';
    const variants = splitVariants(name);
    const utility = variants.pop() ?? '';
    const important = /^!|!$/.test(utility);
    const group = groupOf(utility.replace(/^!|!$/, '').replace(/^-/, ''));
    if (group) {
      const scope = scopeOf(variants, important);
      if (taken.has(scope + group)) continue;
      for (const other of [group, ...(CONFLICTS.get(group) ?? [])]) taken.add(scope + other);
    }
    kept.push(name);
  }
  return kept.reverse().join(' ');
}

const merged = new Map<string, string>();

/**
 * Joins class names like clsx; of two Tailwind classes that set the same thing under the same
 * variants the later wins, as with tailwind-merge: cn('h-12 px-8', 'h-14') is 'px-8 h-14'.
 * className overrides of Button and friends rely on that.
 */
export function cn(...inputs: ClassValue[]): string {
  const classList = clsx(inputs);
  let result = merged.get(classList);
  if (result === undefined) {
    result = merge(classList);
    // Class lists repeat render after render; the cap only guards against unbounded growth.
    if (merged.size > 1000) merged.clear();
    merged.set(classList, result);
  }
  return result;
}
