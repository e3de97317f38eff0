// Real images uploaded through the real API as the super_admin (what staff do in the admin screens).
import { type APIRequestContext, expect } from '@playwright/test';
import sharp from 'sharp';
import { loginSuperAdmin } from '../support/api.ts';
import { BASE_URL } from '../support/env.ts';

const pngOf = (background: string) =>
  sharp({ create: { width: 1200, height: 500, channels: 3, background } })
    .png()
    .toBuffer();

async function upload(
  request: APIRequestContext,
  path: string,
  background: string,
  fields: Record<string, string> = {},
) {
  const sa = await loginSuperAdmin(request);
  const res = await request.post(`${BASE_URL}${path}`, {
    headers: { 'x-auth-token': sa.token },
    multipart: {
      ...fields,
      imagen: { name: 'foto.png', mimeType: 'image/png', buffer: await pngOf(background) },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

export const uploadSlide = async (request: APIRequestContext, background: string) =>
  (await upload(request, '/api/slide', background)).slide as { uid: string; imagen: string; thumb: string };

export async function deleteAllSlides(request: APIRequestContext) {
  const sa = await loginSuperAdmin(request);
  const { slide } = await (await request.get(`${BASE_URL}/api/slide`)).json();
  for (const s of slide as { uid: string }[]) {
    const res = await request.delete(`${BASE_URL}/api/slide/${s.uid}`, {
      headers: { 'x-auth-token': sa.token },
    });
    expect(res.ok(), await res.text()).toBeTruthy();
  }
}

export async function deleteSlide(request: APIRequestContext, id: string) {
  const sa = await loginSuperAdmin(request);
  await request.delete(`${BASE_URL}/api/slide/${id}`, { headers: { 'x-auth-token': sa.token } });
}

/** A new branch of its own (unique slug), with the given fields. */
export async function createPlace(request: APIRequestContext, fields: Record<string, string> = {}) {
  const sa = await loginSuperAdmin(request);
  const slug = `zeta-${Date.now().toString(36)}`;
  const res = await request.post(`${BASE_URL}/api/locates`, {
    headers: { 'x-auth-token': sa.token },
    data: { sucursal: `Sucursal Zeta ${slug.slice(5)}`, lugarname: slug, ...fields },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).lugar as { uid: string; sucursal: string; lugarname: string };
}

export const uploadGalleryImage = async (request: APIRequestContext, placeId: string, background: string) =>
  (await upload(request, `/api/gallery/${placeId}`, background, { sucursal: placeId })).image as {
    uid: string;
    imagen: string;
    thumb: string;
  };
