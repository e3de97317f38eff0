// The islands (decision 015) hydrate the server's HTML with Preact: their first render there must give the
// same HTML as React's server render, and that HTML must be the one of the Mantine control it replaces
// (Mantine's CSS is in the page; its code is not in the island).

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ActionIcon, Button, MantineProvider } from '@mantine/core';
import { IconShoppingCartPlus, IconUser } from '@tabler/icons-react';
import { type ComponentType, h, render } from 'preact';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddToCart, type AddToCartProps } from '../components/cart/add-to-cart.tsx';
import { CartLink } from '../components/cart/cart-link.tsx';
import { AccountCorner } from '../features/auth/components/account-corner.tsx';
import {
  AvailabilityForm,
  type AvailabilityFormProps,
} from '../features/branch/components/availability-form.tsx';
import { canonical, reactHtml } from '../test/canonical-html.ts';
import { theme } from './theme.ts';

// a string: jsdom's URL is not Node's
const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let vite: ViteDevServer;
/** The islands' components as their build compiles them: `react` is `preact/compat` (vite.islands.config.ts) */
let PreactAddToCart: unknown;
let PreactAccountCorner: unknown;
let PreactCartLink: unknown;
let PreactAvailabilityForm: unknown;

beforeAll(async () => {
  vite = await createServer({
    root: webRoot,
    configFile: `${webRoot}/vite.islands.config.ts`,
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
    logLevel: 'error',
  });
  PreactAddToCart = (await vite.ssrLoadModule('/src/components/cart/add-to-cart.tsx')).AddToCart;
  PreactAccountCorner = (await vite.ssrLoadModule('/src/features/auth/components/account-corner.tsx'))
    .AccountCorner;
  PreactCartLink = (await vite.ssrLoadModule('/src/components/cart/cart-link.tsx')).CartLink;
  PreactAvailabilityForm = (await vite.ssrLoadModule('/src/features/branch/components/availability-form.tsx'))
    .AvailabilityForm;
}, 60_000);
afterAll(() => vite?.close());

const looks: AddToCartProps[] = [
  { packageId: 'p1', volver: '/centro', look: 'card' },
  { packageId: 'p1', volver: '/centro/p1', look: 'page', addedAlt: true },
];

describe("'Agregar al carrito' island", () => {
  it.each(looks)('its first render under Preact is the server’s HTML ($look)', (props) => {
    expect(preactFirstRender(PreactAddToCart, props)).toBe(reactHtml(<AddToCart {...props} />));
  });

  it.each(looks)('is the HTML of the Mantine Button it replaces ($look)', (props) => {
    const look =
      props.look === 'card' ? ({ variant: 'white', color: 'grape' } as const) : ({ size: 'md' } as const);
    const mantine = reactHtml(
      <MantineProvider theme={theme} withCssVariables={false} withGlobalClasses={false}>
        <Button
          component="a"
          href={`/iniciar-sesion?volver=${encodeURIComponent(props.volver)}`}
          leftSection={<IconShoppingCartPlus size={18} aria-hidden />}
          fullWidth
          {...look}
        >
          Agregar al carrito
        </Button>
      </MantineProvider>,
    );
    expect(reactHtml(<AddToCart {...props} />)).toBe(mantine);
  });
});

/** The first render under Preact, before its effects' updates (a microtask away). */
function preactFirstRender<P extends object>(component: unknown, props: P) {
  const box = document.createElement('div');
  render(h(component as ComponentType<P>, props), box);
  const html = [...box.childNodes].map(canonical).join('');
  render(null, box);
  return html;
}


describe('the account corner island', () => {
  // signed in or not, its first render is 'Iniciar sesión': the server cannot know the session
  for (const token of [null, 'a.eyJ1c2VyIjp7ImlkIjoidTEifX0.b'])
    it(`its first render under Preact is the server’s HTML (${token ? 'signed in' : 'signed out'})`, () => {
      if (token) localStorage.setItem('token', token);
      else localStorage.removeItem('token');
      const props = { volver: '/centro?x=1' };
      expect(preactFirstRender(PreactAccountCorner, props)).toBe(reactHtml(<AccountCorner {...props} />));
      localStorage.removeItem('token');
    });

  it('is the HTML of the Mantine ActionIcon the app drew: a link to the log-in page, with role=button', () => {
    const mantine = reactHtml(
      <MantineProvider theme={theme} withCssVariables={false} withGlobalClasses={false}>
        <ActionIcon
          component="a"
          href="/iniciar-sesion?volver=%2Fcentro"
          role="button"
          variant="light"
          color="grape"
          size={42}
          radius="xl"
          aria-label="Iniciar sesión"
        >
          <IconUser size={22} stroke={2} />
        </ActionIcon>
      </MantineProvider>,
    );
    expect(reactHtml(<AccountCorner volver="/centro" />)).toBe(mantine);
  });
});

describe('the cart link island', () => {
  it('its first render under Preact is the server’s HTML, without the number (a cart in localStorage)', () => {
    localStorage.setItem('carrito', 'p1,p2');
    const html = reactHtml(<CartLink />);
    expect(preactFirstRender(PreactCartLink, {})).toBe(html);
    expect(html).toContain('aria-label="Carrito"');
    localStorage.removeItem('carrito');
  });
});

const answer = (state: 'libre' | 'ocupado' | 'cerrado' | 'error') => ({
  lugar: 'p1',
  fecha: '2031-05-10',
  turno: 'Vespertino',
  state,
  msg: 'Mensaje del servidor',
});
const forms: AvailabilityFormProps[] = [
  { placeId: 'p1', leadDays: 2, firstDay: '2026-01-03', posted: null },
  { placeId: 'p1', leadDays: 0, firstDay: '2026-01-02', posted: answer('libre') },
  { placeId: 'p1', leadDays: 5, firstDay: '2026-01-06', posted: answer('ocupado') },
  { placeId: 'p1', leadDays: 2, firstDay: '2026-01-03', posted: answer('cerrado') },
  {
    placeId: 'p1',
    leadDays: 2,
    firstDay: '2026-01-03',
    posted: { ...answer('error'), fecha: '', turno: '' },
  },
];

describe('the availability form island', () => {
  it.each(forms)('its first render under Preact is the server’s HTML (answer: $posted.state)', (props) => {
    expect(preactFirstRender(PreactAvailabilityForm, props)).toBe(reactHtml(<AvailabilityForm {...props} />));
  });
});
