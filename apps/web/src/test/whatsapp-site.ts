import { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../lib/query-keys.ts';

/** A query client whose GET /api/site already answered, with WhatsApp on or off. */
export function clientWithWhatsApp(on: boolean, client = testClient()) {
  client.setQueryData(queryKeys.site.all, {
    ok: true,
    clubName: 'Club Fiestas Infantiles',
    introVideos: ['', ''],
    ...(on ? { whatsapp: true } : {}),
  });
  return client;
}

export const testClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });

/** A fetch stub answering each call with `answer(url, init)` as JSON, and the calls it received. */
export function stubFetch(answer: (url: string, init: RequestInit) => { status?: number; body: unknown }) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  window.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({
      url,
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const { status = 200, body } = answer(url, init);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return calls;
}

/** A family signed in (the session's answer) with its phone, and its WhatsApp consent as the API read it. */
export function signedInFamily(client: QueryClient, consent: boolean, phone = '3312345678') {
  client.setQueryData(queryKeys.session.all, {
    uid: 'family-1',
    _id: 'family-1',
    name: 'Ana',
    lastname: 'López',
    email: 'ana@example.mx',
    phone,
    role: 'user',
    active: true,
    lugar: null,
  });
  client.setQueryData(queryKeys.whatsapp.consent('family-1'), {
    whatsapp: consent,
    desde: consent ? '2026-11-01T18:00:00.000Z' : null,
    origen: consent ? 'registro' : null,
    bajaEl: null,
  });
  return client;
}
