// A reference build for the bench (BENCH_REFERENCE=<git ref>): that commit checked out in a temporary worktree,
// installed and built there as `npm start` would, so one run measures both builds side by side (the machine's
// noise is then shared by both columns).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface ReferenceBuild {
  /** the ref as given and the commit it named */
  ref: string;
  commit: string;
  /** the worktree's folder: its server is started there */
  dir: string;
  remove: () => void;
}

const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });

export function prepareReference(ref: string): ReferenceBuild {
  const commit = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], {
    encoding: 'utf8',
  }).trim();
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'salones-bench-reference-')), 'checkout');
  console.log(`info reference ${ref} (${commit.slice(0, 8)}): installing and building in ${dir}`);
  run('git', ['worktree', 'add', '--detach', dir, commit], process.cwd());
  const remove = () => {
    try {
      run('git', ['worktree', 'remove', '--force', dir], process.cwd());
    } catch {}
    rmSync(path.dirname(dir), { recursive: true, force: true });
  };
  try {
    run('npm', ['ci', '--no-audit', '--no-fund'], dir);
    run('npm', ['run', 'build'], dir);
  } catch (err) {
    remove();
    throw err;
  }
  return { ref, commit, dir, remove };
}
