// Part of `npm run lint`: the comments of the code speak of the product, and their references to the docs resolve.
// For every tracked source file under apps/, packages/, e2e/ and scripts/ (and the repo's own config files):
// - a comment cites no issue number (the word 'issue' or a '#' followed by a number): there is no tracker in the
//   repository, so a comment says the rule or the reason, or links to the docs
//   ('the first-tap budget (docs/architecture.md#the-first-tap-budget)');
// - a comment cites no '§' section number: the docs are cited by heading, `docs/architecture.md#one-quote`;
// - every `docs/….md#anchor` a comment cites names a file and a heading that exist (anchors as GitHub makes
//   them), and every other `docs/…` path exists;
// - a string (a test's title, a text) names no issue and no '§' either, and its docs links resolve.
// CSS colours (#fff, #6c0e8a) and numbers of three or more digits after '#' (React's error #418) are not issue
// numbers. Usage: node scripts/check-doc-references.mjs [files…] (default: every tracked source file).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import GithubSlugger from 'github-slugger';
import { toString as textOf } from 'mdast-util-to-string';
import { remark } from 'remark';
import ts from 'typescript';
import { visit } from 'unist-util-visit';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE_DIRS = ['apps', 'packages', 'e2e', 'scripts'];
const ROOT_FILES = ['.dependency-cruiser.cjs', 'vitest.config.ts', '.remarkrc.mjs'];
const SCRIPT = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const OTHER = /\.(css|sql|html)$/;
/** This check and its test quote what they look for. */
const SELF = /^scripts\/check-doc-references\./;

/** the word 'issue' or 'issues', then a number, with or without '#' (any case) */
const ISSUE_WORD = /\bissues?\s*#?\d+/i;
/** '#24', '#22.9', "#24's": '#' and a number, not inside a word, a URL, an entity (&#39;) or a path */
const HASH_NUMBER = /(?<![\w&#/.-])#(\d+(?:\.\d+)*)(?![\w-])/g;
const DOC_PATH = /(?<![\w/.-])docs\/[\w./-]*(?:#[\p{L}\p{N}_-]+)?/gu;

/** A number after '#' that reads as a CSS colour (#0693e3 written in digits) is not an issue number. */
const isColourLike = (digits) => !digits.includes('.') && [3, 4, 6, 8].includes(digits.length);

/** The problems of one comment's text (no file access but through `resolveDocPath`). */
export function commentProblems(text, resolveDocPath = () => null) {
  const problems = [];
  const issue = text.match(ISSUE_WORD);
  if (issue) problems.push(`cites an issue ('${issue[0]}'): say the rule or the reason, or link to the docs`);
  for (const m of text.matchAll(HASH_NUMBER)) {
    if (!isColourLike(m[1]))
      problems.push(`cites an issue number ('#${m[1]}'): say the rule or link to the docs`);
  }
  if (text.includes('§')) problems.push("cites a '§' section: link to the heading, docs/<file>.md#<anchor>");
  for (const m of text.matchAll(DOC_PATH)) {
    const problem = resolveDocPath(m[0].replace(/[.]+$/, ''));
    if (problem) problems.push(problem);
  }
  return problems;
}

/** The problems of one string literal (a test title, a text): the words 'issue N', a '§' section, a broken docs link. */
export function stringProblems(text, resolveDocPath = () => null) {
  const problems = [];
  const issue = text.match(ISSUE_WORD);
  if (issue) problems.push(`says '${issue[0]}': name what it checks or says instead`);
  if (/§\d/.test(text)) problems.push("cites a '§' section: link to the heading, docs/<file>.md#<anchor>");
  for (const m of text.matchAll(DOC_PATH)) {
    const problem = resolveDocPath(m[0].replace(/[.]+$/, ''));
    if (problem) problems.push(problem);
  }
  return problems;
}

const anchorsOf = new Map();
function headingAnchors(file) {
  if (!anchorsOf.has(file)) {
    const slugger = new GithubSlugger();
    const anchors = new Set();
    visit(remark().parse(readFileSync(file, 'utf8')), 'heading', (node) => {
      anchors.add(slugger.slug(textOf(node)));
    });
    anchorsOf.set(file, anchors);
  }
  return anchorsOf.get(file);
}

/** Whether `docs/…[#anchor]` exists: a file, a folder, a decision record by its number, and the heading. */
export function resolveDocPath(ref) {
  const [target, anchor] = ref.split('#');
  const file = path.join(ROOT, target);
  if (!existsSync(file)) {
    const dir = path.dirname(file);
    const prefix = `${path.basename(file)}-`;
    const byNumber = existsSync(dir) && readdirSync(dir).some((name) => name.startsWith(prefix));
    if (anchor || !byNumber) return `'${ref}': no such file`;
    return null;
  }
  if (!anchor) return null;
  if (statSync(file).isDirectory() || !file.endsWith('.md'))
    return `'${ref}': an anchor needs a markdown file`;
  return headingAnchors(file).has(anchor) ? null : `'${ref}': ${target} has no heading with that anchor`;
}

/** Comments and string literals of a script (TypeScript's own parser, so regular expressions and JSX are read right). */
function scriptParts(file, text) {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const comments = new Map();
  const strings = [];
  const addComments = (ranges) => {
    for (const r of ranges ?? []) comments.set(r.pos, { pos: r.pos, text: text.slice(r.pos, r.end) });
  };
  const walk = (node) => {
    addComments(ts.getLeadingCommentRanges(text, node.pos));
    addComments(ts.getTrailingCommentRanges(text, node.end));
    if (
      ts.isStringLiteralLike(node) ||
      ts.isTemplateLiteralToken(node) ||
      node.kind === ts.SyntaxKind.JsxText
    ) {
      strings.push({ pos: node.getStart(source), text: node.getText(source) });
    }
    for (const child of node.getChildren(source)) walk(child);
  };
  walk(source);
  const line = (pos) => source.getLineAndCharacterOfPosition(pos).line + 1;
  return {
    comments: [...comments.values()].map((c) => ({ line: line(c.pos), text: c.text })),
    strings: strings.map((s) => ({ line: line(s.pos), text: s.text })),
  };
}

const COMMENT_OF = { sql: /--[^\n]*/g, html: /<!--[\s\S]*?-->/g, css: /\/\*[\s\S]*?\*\//g };

/** Comments of CSS, SQL and HTML files. */
function otherComments(file, text) {
  const pattern = COMMENT_OF[path.extname(file).slice(1)];
  return [...text.matchAll(pattern)].map((m) => ({
    line: text.slice(0, m.index).split('\n').length,
    text: m[0],
  }));
}

/** Every problem of one file, as 'file:line: problem'. */
export function fileProblems(file) {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const { comments, strings } = SCRIPT.test(file)
    ? scriptParts(file, text)
    : { comments: otherComments(file, text), strings: [] };
  const out = [];
  for (const c of comments) {
    for (const p of commentProblems(c.text, resolveDocPath)) out.push(`${file}:${c.line}: comment ${p}`);
  }
  for (const s of strings) {
    for (const p of stringProblems(s.text, resolveDocPath)) out.push(`${file}:${s.line}: string ${p}`);
  }
  return out;
}

function trackedSources() {
  const listed = execFileSync('git', ['ls-files', '--', ...SOURCE_DIRS, ...ROOT_FILES], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter((f) => (SCRIPT.test(f) || OTHER.test(f)) && !SELF.test(f) && existsSync(path.join(ROOT, f)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = process.argv.length > 2 ? process.argv.slice(2) : trackedSources();
  const problems = files.flatMap(fileProblems);
  for (const p of problems) console.error(p);
  if (problems.length > 0) {
    console.error(`\n${problems.length} comment(s) or string(s) to fix (scripts/check-doc-references.mjs)`);
    process.exit(1);
  }
  console.log(`doc references: ${files.length} files checked`);
}
