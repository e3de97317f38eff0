// `npm run build` / `npm start` print a line per build, not Vite's list of every file written.
// The real web build, into a folder of its own (WEB_OUT_DIR), so the app's own build is untouched.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { API_ROOT } from './paths.ts';

it('building the web app prints one summary line (what, how long, where, how much)', () => {
  const out = mkdtempSync(path.join(tmpdir(), 'salones-web-build-'));
  try {
    const res = spawnSync(process.execPath, ['scripts/build.mjs', 'web'], {
      cwd: path.resolve(API_ROOT, '../..'),
      env: { ...process.env, WEB_OUT_DIR: path.join(out, 'dist') },
      encoding: 'utf8',
    });
    expect(res.status, res.stderr).toBe(0);
    const lines = res.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^built web in \d+\.\d s → .+\/dist \(\d+ files, [\d.]+ (kB|MB)\)$/);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}, 300_000);
