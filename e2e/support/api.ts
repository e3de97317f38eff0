// Set-up through the real API (what a person would do through the UI, only faster).
import { type APIRequestContext, expect } from '@playwright/test';
import { ADMIN, BASE_URL } from './env.ts';
import { linkFrom, waitForMail } from './mailbox.ts';

let seq = 0;
export const uniqueEmail = (prefix = 'cliente') =>
  `${prefix}.${Date.now().toString(36)}${(seq++).toString(36)}@e2e.test`;

export async function login(request: APIRequestContext, email: string, password: string) {
  const res = await request.post(`${BASE_URL}/api/auth`, { data: { email, password } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()) as { token: string; user: { uid: string; name: string; role: string } };
}

let superAdminSession: ReturnType<typeof login> | undefined;
/**
 * The super_admin's session, logged in once per worker: its token stays valid for the run (no test changes that
 * account), and each login is a password hash the server computes.
 */
export function loginSuperAdmin(request: APIRequestContext): ReturnType<typeof login> {
  superAdminSession ??= login(request, ADMIN.email, ADMIN.password);
  superAdminSession.catch(() => {
    superAdminSession = undefined;
  });
  return superAdminSession;
}

/** Registers through the API and activates through the link in the real e-mail. */
export async function createActiveUser(
  request: APIRequestContext,
  fields: Partial<{ name: string; lastname: string; email: string; password: string; phone: string }> = {},
) {
  const user = {
    name: fields.name ?? 'Laura',
    lastname: fields.lastname ?? 'Martínez',
    email: fields.email ?? uniqueEmail(),
    password: fields.password ?? 'secreto123',
    phone: fields.phone ?? '5511223344',
  };
  const res = await request.post(`${BASE_URL}/api/usuarios`, {
    data: { ...user, repeatPassword: user.password },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const token = linkFrom(await waitForMail(user.email), '/activar/').split('/activar/')[1];
  const act = await request.put(`${BASE_URL}/api/usuarios/activarusuario/${token}`, {
    data: { active: true },
  });
  expect(act.ok(), await act.text()).toBeTruthy();
  const session = await login(request, user.email, user.password);
  return { ...user, id: session.user.uid, token: session.token };
}

/** An active account with role admin (made by the super_admin through the API). */
export async function createAdmin(
  request: APIRequestContext,
  fields: Parameters<typeof createActiveUser>[1] = {},
) {
  const user = await createActiveUser(request, {
    name: 'Andrés',
    lastname: 'Admin',
    email: uniqueEmail('admin'),
    ...fields,
  });
  const sa = await loginSuperAdmin(request);
  const res = await request.put(`${BASE_URL}/api/usuarios/${user.id}`, {
    headers: { 'x-auth-token': sa.token },
    data: {
      name: user.name,
      lastname: user.lastname,
      email: user.email,
      phone: user.phone,
      active: true,
      role: 'admin',
    },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return { ...user, ...(await login(request, user.email, user.password)) };
}
