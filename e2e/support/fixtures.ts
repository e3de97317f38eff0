import { test as base, expect, type Page } from '@playwright/test';

/** Puts a session token in localStorage (as the app does after login) and opens `path`. */
export async function openAs(page: Page, token: string, path = '/') {
  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  await page.goto(path);
}

export const test = base;
export { expect };
