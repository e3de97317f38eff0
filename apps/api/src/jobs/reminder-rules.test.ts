// REMINDER_DAYS and which reminder an event is due — no database needed.
import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from '../config-env.ts';
import { dueReminder } from './reminders.ts';

describe('REMINDER_DAYS', () => {
  it('defaults to 7 and 1; takes a comma-separated list, largest first, without repeats', () => {
    expect(parseEnv({}).REMINDER_DAYS).toEqual([7, 1]);
    expect(parseEnv({ REMINDER_DAYS: ' 1, 14,7,7 ' }).REMINDER_DAYS).toEqual([14, 7, 1]);
  });

  it.each(['siete', '7;1', '0', '7,', '400'])('refuses %j, naming the setting', (value) => {
    expect(() => parseEnv({ REMINDER_DAYS: value })).toThrow(ConfigError);
    expect(() => parseEnv({ REMINDER_DAYS: value })).toThrow(/REMINDER_DAYS/);
  });
});

describe('dueReminder', () => {
  it('is the smallest configured N at or above the days left, from 1 day on', () => {
    expect([8, 7, 6, 2, 1, 0, -1].map((d) => dueReminder([7, 1], d))).toEqual([null, 7, 7, 7, 1, null, null]);
  });
});
