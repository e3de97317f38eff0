import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import * as permissions from './permissions.ts';
import { PERMISSION_ROWS, permissionsTable } from './permissions-table.ts';

const PRODUCT_DOC = new URL('../../../docs/product.md', import.meta.url);

/** The table of docs/product.md's "Roles and permissions" section, line for line. */
function tableInDocs(): string {
  const sections = readFileSync(PRODUCT_DOC, 'utf8').split(/^## /m);
  const section = sections.find((s) => /^(?:\d+\.\s*)?Roles and permissions/.test(s));
  if (!section) throw new Error('docs/product.md has no "Roles and permissions" section');
  const lines = section.split('\n');
  const start = lines.findIndex((line) => line.startsWith('|'));
  const end = lines.findIndex((line, i) => i > start && !line.startsWith('|'));
  return lines.slice(start, end === -1 ? undefined : end).join('\n');
}

describe('the permissions table', () => {
  test('docs/product.md says what the rules of permissions.ts do, row by row', () => {
    // on a difference: the rules changed (update the docs' table to this one), or the docs did (they may not)
    expect(tableInDocs()).toBe(permissionsTable());
  });

  test('every capability of permissions.ts has its row', () => {
    const inTable = new Set<unknown>(PERMISSION_ROWS.flatMap((row) => row.checks.map((check) => check.rule)));
    const missing = Object.entries(permissions)
      .filter(([name, rule]) => /^may[A-Z]/.test(name) && !inTable.has(rule))
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });
});
