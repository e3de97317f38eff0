import { expect } from 'vitest';
import { loadConfig } from '../config.ts';
import { ConfigError } from '../config-env.ts';

/** What a start needs at least (a data folder, the sessions' key). */
export const baseEnv = { DATA_DIR: '/tmp/salones-config-test', JWT_SECRET: 'x'.repeat(48) };

/** The problems loadConfig reports for `env` on top of baseEnv (it must refuse them). */
export function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig({ ...baseEnv, ...env });
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).problems;
  }
  throw new Error('expected a ConfigError');
}
