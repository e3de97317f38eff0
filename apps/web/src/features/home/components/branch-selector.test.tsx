import { MantineProvider } from '@mantine/core';
import type { PlaceDto } from '@salones/shared/places';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { queryKeys } from '../../../lib/query-keys.ts';
import { BranchSelector } from './branch-selector.tsx';

const place = (fields: Partial<PlaceDto> & Pick<PlaceDto, 'uid' | 'sucursal' | 'lugarname'>): PlaceDto => ({
  _id: fields.uid,
  direccion: '',
  horario: '',
  phone: '',
  email: '',
  mapaURL: '',
  whatsApp: '',
  diasAnticipacion: 0,
  ...fields,
});

const PLACES = [
  place({
    uid: 'p1',
    sucursal: 'Sucursal Coyoacán',
    lugarname: 'coyoacan',
    direccion: 'Av. Universidad 1500, Coyoacán',
    horario: 'Lunes a domingo de 10:00 a 20:00',
    phone: '5512345678',
  }),
  place({ uid: 'p2', sucursal: 'Sucursal Polanco', lugarname: 'polanco', direccion: 'Av. Masaryk 300' }),
  place({
    uid: 'p3',
    sucursal: 'Sucursal Satélite',
    lugarname: 'satelite',
    horario: 'Martes a domingo de 11:00 a 21:00',
    phone: '5587654321',
  }),
];

/** The home's selector as the server renders it (and the app hydrates it): the places already in the cache. */
const selector = (places: PlaceDto[]) => {
  const client = new QueryClient();
  client.setQueryData(queryKeys.places.list(), places);
  return (
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <BranchSelector />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
};

/** The server's HTML in the document, as a browser without JavaScript (or before the app) has it. */
function serverPage(places: PlaceDto[]) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(selector(places));
  document.body.append(container);
  return container;
}
afterEach(() => document.body.replaceChildren());

const radios = () => screen.getAllByRole('radio') as HTMLInputElement[];
const summaries = () => screen.getAllByTestId('branch-summary');
const shownSummaryRules = (container: HTMLElement) =>
  container.querySelector('style[data-branch-summaries]')!.textContent;

// docs/product.md#2-screens-and-routes "/" and decision 015: the branch selector needs no JavaScript
describe("the home's branch selector", () => {
  it("is in the server's HTML whole: a 'Sucursal' group of native radios, the first checked, and every summary", () => {
    serverPage(PLACES);
    const group = screen.getByRole('group', { name: 'Sucursal' });
    const choices = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(choices.map((r) => r.labels?.[0]?.textContent)).toEqual(PLACES.map((p) => p.sucursal));
    expect(choices.map((r) => r.checked)).toEqual([true, false, false]);
    expect(new Set(choices.map((r) => r.name))).toEqual(new Set(['sucursal']));
    expect(choices.map((r) => r.value)).toEqual(['coyoacan', 'polanco', 'satelite']);

    expect(summaries()).toHaveLength(3);
    const [coyoacan, polanco, satelite] = summaries();
    expect(within(coyoacan).getByRole('heading', { level: 3 }).textContent).toBe('Sucursal Coyoacán');
    expect(coyoacan.textContent).toContain('Av. Universidad 1500, Coyoacán');
    expect(coyoacan.textContent).toContain('Lunes a domingo de 10:00 a 20:00');
    expect(within(coyoacan).getByRole('link', { name: '5512345678' }).getAttribute('href')).toBe(
      'tel:5512345678',
    );
    expect(polanco.textContent).toContain('Próximamente'); // no phone, no hours yet
    expect(within(satelite).getByRole('link', { name: 'Ver perfil' }).getAttribute('href')).toBe('/satelite');
  });

  it('shows the summary of the checked choice by CSS alone: one rule per branch pairs its radio with its summary', () => {
    const container = serverPage(PLACES);
    const rules = shownSummaryRules(container);
    radios().forEach((radio, i) => {
      const summary = summaries()[i];
      expect(summary.id).not.toBe('');
      expect(rules).toContain(`:has(#${radio.id}:checked) #${summary.id}{display:block}`);
    });
    expect(rules?.match(/display:block/g)).toHaveLength(3);
  });

  it('hydrates without a mismatch and keeps a choice made before the app ran', async () => {
    const container = serverPage(PLACES);
    fireEvent.click(radios()[2]); // the visitor's tap, answered by the browser
    expect(radios()[2].checked).toBe(true);

    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, selector(PLACES), { onRecoverableError: (error) => mismatches.push(error) }),
    );
    expect(mismatches).toEqual([]);
    expect(radios().map((r) => r.checked)).toEqual([false, false, true]);
    act(() => root.unmount());
  });

  it('with no branch yet, says they open soon', () => {
    serverPage([]);
    expect(screen.getByText('Muy pronto abriremos nuestras sucursales. ¡Vuelve pronto!')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
