// The islands (decision 015) hydrate the server's HTML with Preact: their first render there must give the
// same HTML as React's server render. They draw their own markup, never a copy of Mantine's internal one (a
// Mantine upgrade would change it under them): components/storefront/, the calendar's calendar-parts.tsx, the
// account corner's account-corner.css.

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ComponentType, h, render } from 'preact';
import { renderToString } from 'react-dom/server';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import reactCalendarCss from '../components/availability-calendar/availability-calendar.module.css';
import {
  AvailabilityCalendarIsland,
  type AvailabilityCalendarIslandProps,
  drawnMonth,
} from '../components/availability-calendar/availability-calendar-island.tsx';
import { AddToCart, type AddToCartProps } from '../components/cart/add-to-cart.tsx';
import { CartLink } from '../components/cart/cart-link.tsx';
import { AccountCorner } from '../features/auth/components/account-corner.tsx';
import { LoginDialog } from '../features/auth/components/login-dialog.tsx';
import { LoginDialogForm, RegisterDialogForm } from '../features/auth/components/login-dialog-forms.tsx';
import {
  AvailabilityForm,
  type AvailabilityFormProps,
} from '../features/branch/components/availability-form.tsx';
import { canonical, MANTINE_CLASS, nameCssModule, reactHtml } from '../test/canonical-html.ts';

// a string: jsdom's URL is not Node's
const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let vite: ViteDevServer;
/** The islands' components as their build compiles them: `react` is `preact/compat` (vite.islands.config.ts) */
let PreactAddToCart: unknown;
let PreactAccountCorner: unknown;
let PreactCartLink: unknown;
let PreactLoginDialog: unknown;
/** the dialog's forms, which only the island draws (once opened) */
let PreactDialogForms: { LoginDialogForm: unknown; RegisterDialogForm: unknown };
let PreactAvailabilityForm: unknown;
/** the calendar's island, likewise */
let PreactCalendar: unknown;

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
  PreactLoginDialog = (await vite.ssrLoadModule('/src/features/auth/components/login-dialog.tsx'))
    .LoginDialog;
  PreactDialogForms = (await vite.ssrLoadModule(
    '/src/features/auth/components/login-dialog-forms.tsx',
  )) as typeof PreactDialogForms;
  PreactAvailabilityForm = (await vite.ssrLoadModule('/src/features/branch/components/availability-form.tsx'))
    .AvailabilityForm;
  const calendar = '/src/components/availability-calendar/';
  PreactCalendar = (await vite.ssrLoadModule(`${calendar}availability-calendar-island.tsx`))
    .AvailabilityCalendarIsland;
  const islandCss: Record<string, string> = (
    await vite.ssrLoadModule(`${calendar}availability-calendar.module.css`)
  ).default;
  nameCssModule(islandCss);
  // this test's own copy lists no names (a proxy): the island's tell which to ask it for
  nameCssModule(Object.fromEntries(Object.keys(islandCss).map((name) => [name, reactCalendarCss[name]])));
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

  it.each(looks)('is the storefront’s button, no copy of Mantine’s ($look)', (props) => {
    const html = reactHtml(<AddToCart {...props} />);
    expect(html).toContain('class="sf-button"');
    expect(html).not.toMatch(MANTINE_CLASS);
  });
});

/** The first render of `Component` under Preact (before its effects), canonical; then unmounted. */
function preactFirstRender<P extends object>(Component: unknown, props: P) {
  const box = document.createElement('div');
  render(h(Component as ComponentType<P>, props), box);
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

  it('is its own markup, no copy of Mantine’s: a link to the log-in page, with role=button', () => {
    const html = reactHtml(<AccountCorner volver="/centro" />);
    expect(html).toContain('href="/iniciar-sesion?volver=%2Fcentro"');
    expect(html).toContain('role="button"');
    expect(html).toContain('aria-label="Iniciar sesión"');
    expect(html).toContain('data-opens-login-dialog=""');
    expect(html).not.toMatch(MANTINE_CLASS);
  });
});

describe('the log-in dialog island', () => {
  it('its first render under Preact is the server’s HTML: a closed, empty dialog', () => {
    const props = { volver: '/centro', whatsapp: true };
    const html = reactHtml(<LoginDialog {...props} />);
    expect(preactFirstRender(PreactLoginDialog, props)).toBe(html);
    expect(html).toMatch(/^<dialog class="login-dialog" data-size="sm"><\/dialog>$/);
  });

  // the forms are drawn by Preact only, once opened: React's render of the same components (the component tests)
  // must be what the island shows, and none of it Mantine's internal markup
  const noop = () => {};
  it.each([false, true])(
    'its forms under Preact are React’s, with the password’s eye (WhatsApp on: %s)',
    (whatsapp) => {
      const login = { volver: '/centro', onDone: noop, onCreateAccount: noop };
      const register = { volver: '/centro', whatsapp, onRegistered: noop, onLogIn: noop };
      const loginHtml = reactHtml(<LoginDialogForm {...login} />);
      const registerHtml = reactHtml(<RegisterDialogForm {...register} />);
      expect(preactFirstRender(PreactDialogForms.LoginDialogForm, login)).toBe(loginHtml);
      expect(preactFirstRender(PreactDialogForms.RegisterDialogForm, register)).toBe(registerHtml);
      expect(loginHtml).toContain('aria-label="Mostrar u ocultar contraseña"');
      expect(registerHtml.includes('name="whatsapp"')).toBe(whatsapp);
      for (const html of [loginHtml, registerHtml]) expect(html).not.toMatch(MANTINE_CLASS);
    },
  );
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
const everyDay = [0, 1, 2, 3, 4, 5, 6];
const chainTurnos = [
  { nombre: 'Matutino', dias: everyDay },
  { nombre: 'Vespertino', dias: everyDay },
];
const saturdayTurnos = [
  { nombre: 'Matutino', dias: [0, 1, 2, 3, 4, 5] },
  { nombre: 'Mañana', dias: [6] },
  { nombre: 'Tarde', dias: [6] },
];
const forms: AvailabilityFormProps[] = [
  { placeId: 'p1', leadDays: 2, firstDay: '2026-01-03', posted: null, turnos: chainTurnos },
  { placeId: 'p1', leadDays: 0, firstDay: '2026-01-02', posted: answer('libre'), turnos: chainTurnos },
  { placeId: 'p1', leadDays: 5, firstDay: '2026-01-06', posted: answer('ocupado'), turnos: chainTurnos },
  { placeId: 'p1', leadDays: 2, firstDay: '2026-01-03', posted: answer('cerrado'), turnos: saturdayTurnos },
  {
    placeId: 'p1',
    leadDays: 2,
    firstDay: '2026-01-03',
    posted: { ...answer('error'), fecha: '', turno: '' },
    turnos: chainTurnos,
  },
];

describe('the availability form island', () => {
  it.each(forms)('its first render under Preact is the server’s HTML (answer: $posted.state)', (props) => {
    expect(preactFirstRender(PreactAvailabilityForm, props)).toBe(reactHtml(<AvailabilityForm {...props} />));
  });
});

describe('the availability calendar island', () => {
  // 30 Nov 2026 with two days of lead time: the first offered day is 2 Dec, so the month shown is December
  const props: AvailabilityCalendarIslandProps = {
    placeId: 'p1',
    label: 'Disponibilidad de Sucursal Centro',
    diasAnticipacion: 2,
    today: '2026-11-30',
  };

  it('its first render under Preact is the server’s HTML: the first offered month, loading', () => {
    const server = reactHtml(<AvailabilityCalendarIsland {...props} />);
    expect(preactFirstRender(PreactCalendar, props)).toBe(server);
    expect(server).not.toMatch(MANTINE_CLASS);
    const box = document.createElement('div');
    box.innerHTML = renderToString(<AvailabilityCalendarIsland {...props} />);
    const grid = box.querySelector('table[role="grid"]');
    expect(grid?.getAttribute('aria-label')).toBe('Disponibilidad de Sucursal Centro, Diciembre de 2026');
    expect(grid?.getAttribute('aria-busy')).toBe('true');
    // before the first offered day: not offered, no turno to press; from it on: loading, a turno button each
    const turno = (key: string) => box.querySelector(`button[data-key="${key}"]`)?.getAttribute('aria-label');
    expect(box.querySelector('button[data-key^="2026-12-01"]')).toBeNull();
    expect(box.textContent).toContain('martes, 1 de diciembre de 2026: No disponible');
    expect(turno('2026-12-02|Matutino')).toContain('miércoles, 2 de diciembre de 2026: Cargando');
    expect(box.querySelector('[data-key="2026-12-02|Matutino"]')?.getAttribute('aria-disabled')).toBe('true');
  });

  it('with the month the server read, its first render is the server’s HTML: each turno’s state, not loading', () => {
    // December's answer as the API gives it: the 2nd's morning taken, the 3rd closed, the 5th costs more
    const day = (fecha: string, Matutino: string, Vespertino: string, extra: object = {}) => ({
      fecha,
      Matutino,
      Vespertino,
      turnos: [
        {
          nombre: 'Matutino',
          inicio: '10:00',
          fin: '15:00',
          estado: Matutino,
          libres: Matutino === 'libre' ? 1 : 0,
        },
        { nombre: 'Vespertino', inicio: '16:00', fin: '21:00', estado: Vespertino, libres: 1 },
      ],
      ...extra,
    });
    const answer = {
      diasAnticipacion: 2,
      dias: [
        day('2026-12-02', 'ocupado', 'libre'),
        day('2026-12-03', 'cerrado', 'cerrado', { motivo: 'Mantenimiento' }),
        day('2026-12-05', 'libre', 'libre', { recargos: ['Sábado'] }),
      ],
    } as Parameters<typeof drawnMonth>[0];
    const drawn = drawnMonth(answer);
    // what the page carries of it: each turno's name and state, a closure's reason, the surcharges
    expect(drawn.dias[0]).toEqual({
      fecha: '2026-12-02',
      turnos: [
        { nombre: 'Matutino', estado: 'ocupado' },
        { nombre: 'Vespertino', estado: 'libre' },
      ],
    });
    expect(drawn.dias[1].motivo).toBe('Mantenimiento');
    expect(drawn.dias[2].recargos).toEqual(['Sábado']);

    const withMonth = { ...props, firstMonthAnswer: drawn };
    const server = reactHtml(<AvailabilityCalendarIsland {...withMonth} />);
    expect(preactFirstRender(PreactCalendar, withMonth)).toBe(server);
    const box = document.createElement('div');
    box.innerHTML = renderToString(<AvailabilityCalendarIsland {...withMonth} />);
    expect(box.querySelector('table[role="grid"]')?.getAttribute('aria-busy')).toBe('false');
    const turno = (key: string) => box.querySelector(`button[data-key="${key}"]`);
    expect(turno('2026-12-02|Matutino')?.getAttribute('aria-label')).toContain(
      'miércoles, 2 de diciembre de 2026: Ocupado',
    );
    expect(turno('2026-12-02|Matutino')?.getAttribute('aria-disabled')).toBe('true');
    expect(turno('2026-12-02|Vespertino')?.getAttribute('aria-label')).toContain(
      'miércoles, 2 de diciembre de 2026: Libre',
    );
    expect(turno('2026-12-02|Vespertino')?.getAttribute('aria-disabled')).toBeNull();
    expect(turno('2026-12-03|Matutino')?.getAttribute('aria-label')).toContain('Cerrado (Mantenimiento)');
    expect(box.textContent).not.toContain('Cargando');
  });

  it('renders as of the day the page was rendered, not today', () => {
    const other = { ...props, today: '2026-12-30' };
    expect(preactFirstRender(PreactCalendar, other)).toBe(
      reactHtml(<AvailabilityCalendarIsland {...other} />),
    );
    expect(reactHtml(<AvailabilityCalendarIsland {...other} />)).toContain('Enero de 2027');
  });
});
