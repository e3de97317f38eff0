// The lint check of the code's comments (check-doc-references.mjs): it finds what it must, and nothing else.
import { describe, expect, it } from 'vitest';
import { commentProblems, resolveDocPath, stringProblems } from './check-doc-references.mjs';

const problems = (comment: string) => commentProblems(comment, resolveDocPath);

describe('comments that cite the tracker', () => {
  it.each([
    '// Issue #23.1: days a branch is closed',
    '/** issue #22: online payments */',
    "// each control of #24's table",
    '-- the reports (#13.3)',
    '// issues #27.2, #27.4',
    '// see issue 12',
  ])('flags %s', (comment) => {
    expect(problems(comment)).not.toEqual([]);
  });

  it.each([
    '/* #8a3300 on orange-0: 8.6:1 */',
    '// white on #fff, text #000',
    '// React says #418 when hydration differs',
    '// &#39; is an apostrophe',
    '// the anchor https://example.com/page#12',
    '// result.error.issues: each issue has a path',
    '// the sixth turno: data-key="2026-12-05|Matutino"',
  ])('leaves %s alone', (comment) => {
    expect(problems(comment)).toEqual([]);
  });
});

describe("comments that cite the docs' sections", () => {
  it('flags a § number: it cannot be linked', () => {
    expect(problems('// docs/architecture.md §3.17: holds')).toHaveLength(1);
  });

  it('accepts a heading that exists, a file, a folder and a decision record by its number', () => {
    expect(problems('// docs/architecture.md#booking-requests-hold-the-slot')).toEqual([]);
    expect(problems('// docs/product.md#13-audit-log-bitácora: accents as GitHub keeps them')).toEqual([]);
    expect(problems('// docs/configuration.md, docs/decisions/, docs/decisions/005.')).toEqual([]);
  });

  it('flags a heading or a file that does not exist', () => {
    expect(problems('// docs/architecture.md#no-such-heading')).toHaveLength(1);
    expect(problems('// docs/no-such-file.md')).toHaveLength(1);
    expect(problems('// docs/decisions/999')).toHaveLength(1);
  });

  it('reads no API path as a docs path', () => {
    expect(problems('// the OpenAPI document at /api/docs/json')).toEqual([]);
  });
});

describe('strings', () => {
  it("flags a test title that names an issue, and nothing that merely has a '#'", () => {
    expect(stringProblems("'checks the audit trail (issue #13.4)'")).toHaveLength(1);
    expect(stringProblems("'Plaza / Centro #2'")).toEqual([]);
  });

  it('flags a § section and a docs link that does not resolve in a test title', () => {
    expect(stringProblems("'ownership (docs/architecture.md §3.2)'", resolveDocPath)).toHaveLength(1);
    expect(stringProblems("'ownership (docs/architecture.md#owner)'", resolveDocPath)).toHaveLength(1);
    expect(stringProblems("'ownership (docs/architecture.md#ownership)'", resolveDocPath)).toEqual([]);
  });
});
