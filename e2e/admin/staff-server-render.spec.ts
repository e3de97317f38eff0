// Decision 010: a staff page is rendered on the server for the session in its cookie (written by the app beside
// the localStorage token, sent only with /admin pages), so it arrives complete and, as a public page, runs no
// app until the staff member moves. Playwright's own `test`: the suite's fixture moves the mouse on every goto.
import { expect, type Page, test } from '@playwright/test';
import { logInThroughModal } from '../accounts/auth-modal.ts';
import { createActiveUser, loginSuperAdmin } from '../support/api.ts';
import { ADMIN, BASE_URL } from '../support/env.ts';
import { openAs } from '../support/fixtures.ts';
import { unique } from './admin-support.ts';

const appStarted = (page: Page) =>
  page.evaluate(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
  );

/** Console errors and warnings (React's hydration mismatches among them) and the API calls the page makes. */
function watch(page: Page) {
  const seen = { problems: [] as string[], apiCalls: [] as string[] };
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') seen.problems.push(m.text());
  });
  page.on('pageerror', (e) => seen.problems.push(e.message));
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) seen.apiCalls.push(new URL(r.url()).pathname);
  });
  return seen;
}

test('after logging in, /admin/users arrives listing the customers, and its app starts at the first move', async ({
  page,
}) => {
  const customer = await createActiveUser(page.request, { name: `Clienta ${unique()}` });
  const other = await createActiveUser(page.request, { name: `Cliente ${unique()}` });
  await page.goto('/');
  await page.mouse.move(5, 5);
  // the app started by that move takes the page over before the log-in, so the form filled is the app's
  await expect.poll(() => appStarted(page)).toBe(true);
  await logInThroughModal(page, ADMIN.email, ADMIN.password);

  // the page's HTML, as the browser gets it (with its cookies): the table is in it
  const html = await (await page.request.get('/admin/users')).text();
  expect(html).toContain('id="app-state"');
  expect(html).toContain(customer.name);
  expect(html).toContain(`Hola, <!-- -->${ADMIN.name}`);

  const seen = watch(page);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Usuarios' })).toBeVisible();
  await expect(page.getByRole('cell', { name: customer.name, exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: other.name, exact: true })).toBeVisible();
  await page.waitForTimeout(500);
  expect(await appStarted(page)).toBe(false);

  await page.mouse.move(300, 300);
  await expect.poll(() => appStarted(page)).toBe(true);
  // hydrated from the page's own data: nothing asked again, nothing mismatched
  await page.waitForTimeout(500);
  expect(seen.apiCalls).toEqual([]);
  expect(seen.problems).toEqual([]);
  // and it is the app: the search asks the API
  await page.getByRole('textbox', { name: 'Buscar' }).fill(customer.email);
  await expect.poll(() => seen.apiCalls).toContain('/api/usuarios');
  await expect(page.getByRole('cell', { name: other.name, exact: true })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: customer.name, exact: true })).toBeVisible();
});

test('logging out ends the cookie: the next staff page is the plain app, which sends the visitor home', async ({
  page,
  request,
}) => {
  const { token } = await loginSuperAdmin(request);
  await openAs(page, token, '/'); // a session from before the cookie: the app writes it on any page
  const rendered = await (await page.request.get('/admin/users')).text();
  expect(rendered).toContain('data-session-user=');

  await page.goto('/admin/users');
  await page.mouse.move(300, 300);
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
  const plain = await (await page.request.get('/admin/users')).text();
  expect(plain).not.toContain('data-session-user=');
  expect(plain).not.toContain('id="app-state"');
});

test('a staff page rendered for a session this browser no longer holds is not shown', async ({
  page,
  request,
  context,
}) => {
  const { token: staffToken } = await loginSuperAdmin(request);
  const customer = await createActiveUser(request);
  // the cookie still says the staff session; localStorage holds the customer's
  await context.addCookies([{ name: 'token', value: staffToken, url: `${BASE_URL}/admin` }]);
  await openAs(page, customer.token, '/admin/users');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Usuarios' })).toHaveCount(0);
});
