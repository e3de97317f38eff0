// Who may do what is decided in permissions.ts alone: this test reads the source of apps/ and packages/ (tests
// and their fixtures aside, which make accounts of every role) and fails on a role compared anywhere else —
// `role === 'admin'` in a route or a screen asks for a named rule in permissions.ts instead.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from 'vitest';

const ROOT = new URL('../../../', import.meta.url).pathname;
const SOURCES = ['apps/api/src', 'apps/web/src', 'packages/shared/src'];
const THE_MODULE = /^packages\/shared\/src\/permissions(-table)?\.ts$/;
const NOT_SOURCE = /\.(test|spec|fixtures|test-support)\.tsx?$|\/test\//;

const ROLE = `['"](?:user|admin|super_admin)['"]`;
const COMPARISONS: { what: string; pattern: RegExp }[] = [
  { what: 'a role compared', pattern: new RegExp(`[!=]==?\\s*${ROLE}|${ROLE}\\s*[!=]==?`) },
  { what: 'a role in a switch', pattern: new RegExp(`case\\s+${ROLE}\\s*:`) },
  { what: "an account's role compared", pattern: /\.role\s*[!=]==?|[!=]==?\s*[\w?.]*\.role\b/ },
  { what: 'a role compared in SQL', pattern: new RegExp(`\\b(?:eq|ne)\\([^)]*\\.role\\s*,\\s*${ROLE}`) },
  {
    what: 'a list of roles tested',
    pattern: new RegExp(
      `(?:inArray|notInArray)\\([^)]*\\.role\\s*,\\s*\\[[^\\]]*${ROLE}|\\[[^\\]]*${ROLE}[^\\]]*\\]\\.includes\\(|\\.includes\\(\\s*${ROLE}`,
    ),
  },
];

/**
 * Lines that compare a role as data, not to decide who may act: each says why. An entry that no longer matches a
 * line fails the test too, so the list cannot outlive its code.
 */
const DATA_NOT_PERMISSION = [
  {
    file: 'apps/api/src/seed/prepare-database.ts',
    line: "eq(users.role, 'super_admin')",
    why: 'at start: whether any account can run the back office yet',
  },
  {
    file: 'apps/api/src/features/whatsapp/webhook-notices.ts',
    line: "eq(users.role, 'user')",
    why: "a WhatsApp phone is matched to a customer's account, never to a staff member's",
  },
  {
    file: 'apps/api/src/features/events/dashboard.ts',
    line: "eq(userRoleCounts.role, 'user')",
    why: "the dashboard's count of customer accounts",
  },
  {
    file: 'apps/api/src/features/accounts/list-users.ts',
    line: "eq(users.role, 'user')",
    why: "the users tables' filter, from the query: 'user' (customers)…",
  },
  {
    file: 'apps/api/src/features/accounts/list-users.ts',
    line: "ne(users.role, 'user')",
    why: "…or 'staff' (everyone else)",
  },
  {
    file: 'apps/web/src/features/admin-users/components/user-list-page.tsx',
    line: "withEventLinks={role === 'user'}",
    why: 'the same filter: the customers table links to their events',
  },
  {
    file: 'apps/api/src/features/audit/record-account-change.ts',
    line: 'after.role !== before.role',
    why: 'the audit log records a change of role',
  },
];

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') yield* sourceFiles(path);
    } else if (/\.tsx?$/.test(entry.name)) yield relative(ROOT, path);
  }
}

test('no role is compared outside permissions.ts', () => {
  const found: string[] = [];
  const used = new Set<(typeof DATA_NOT_PERMISSION)[number]>();
  for (const file of SOURCES.flatMap((dir) => [...sourceFiles(join(ROOT, dir))])) {
    if (THE_MODULE.test(file) || NOT_SOURCE.test(file)) continue;
    readFileSync(join(ROOT, file), 'utf8')
      .split('\n')
      .forEach((text, i) => {
        const hit = COMPARISONS.find(({ pattern }) => pattern.test(text));
        if (!hit) return;
        const data = DATA_NOT_PERMISSION.find((d) => d.file === file && text.includes(d.line));
        if (data) used.add(data);
        else found.push(`${file}:${i + 1}: ${hit.what} (name the rule in permissions.ts): ${text.trim()}`);
      });
  }
  expect(found).toEqual([]);
  expect(DATA_NOT_PERMISSION.filter((d) => !used.has(d)).map((d) => `${d.file}: ${d.line}`)).toEqual([]);
});
