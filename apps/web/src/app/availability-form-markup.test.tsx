// The availability form (an island: decision 015) is drawn with the storefront's own controls
// (components/storefront/), not a copy of Mantine's internal markup, which a Mantine upgrade may change: what the
// server draws carries none of Mantine's class names, and its parts say what they are to a screen reader.
// app/islands.test.tsx checks that the island's first render under Preact is the server's HTML.

import type { AvailabilityFormAnswer } from '@salones/shared/page-forms';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AvailabilityAnswer } from '../features/branch/components/availability-answer.tsx';
import {
  AvailabilityForm,
  type AvailabilityFormProps,
} from '../features/branch/components/availability-form.tsx';
import { MANTINE_CLASS, reactHtml } from '../test/canonical-html.ts';

const turnos = [
  { nombre: 'Matutino', dias: [0, 1, 2, 3, 4, 5, 6] },
  { nombre: 'Vespertino', dias: [0, 1, 2, 3, 4, 5, 6] },
];
const form = (posted: AvailabilityFormAnswer | null): AvailabilityFormProps => ({
  placeId: 'p1',
  leadDays: 2,
  firstDay: '2031-05-03',
  posted,
  turnos,
});
const answer = (state: AvailabilityFormAnswer['state']): AvailabilityFormAnswer => ({
  lugar: 'p1',
  fecha: '2031-05-10',
  turno: 'Vespertino',
  state,
  msg: 'Mensaje',
});

describe("the availability form's own markup", () => {
  it.each([null, answer('libre'), answer('ocupado'), answer('error')])(
    'carries none of Mantine’s class names (answer: %o)',
    (posted) => {
      expect(reactHtml(<AvailabilityForm {...form(posted)} />)).not.toMatch(MANTINE_CLASS);
    },
  );

  it('labels its date and turno, keeps what was posted, and sends with its button', () => {
    render(<AvailabilityForm {...form(answer('ocupado'))} />);
    const date = screen.getByLabelText('Fecha') as HTMLInputElement;
    expect(date.type).toBe('date');
    expect(date.value).toBe('2031-05-10');
    const turno = screen.getByLabelText('Turno') as HTMLSelectElement;
    expect(turno.value).toBe('Vespertino');
    expect([...turno.options].map((o) => o.value)).toEqual(['', 'Matutino', 'Vespertino']);
    expect(screen.getByRole('button', { name: 'Consultar disponibilidad' }).getAttribute('type')).toBe(
      'submit',
    );
  });
});

describe("the availability form's answer", () => {
  it.each([
    {
      state: 'libre',
      hasPackages: false,
      title: 'Fecha disponible',
      link: 'Solicitar esta fecha',
      href: '#paquetes',
    },
    {
      state: 'libre',
      hasPackages: true,
      title: 'Fecha disponible',
      link: 'Solicitar esta fecha',
      href: '/carrito',
    },
    {
      state: 'ocupado',
      hasPackages: false,
      title: 'Fecha ocupada',
      link: 'Ver calendario',
      href: '#calendario',
    },
  ] as const)(
    '$state (cart with packages: $hasPackages): a region named by its title, its next step a link',
    ({ state, hasPackages, title, link, href }) => {
      render(<AvailabilityAnswer answer={answer(state)} hasPackages={hasPackages} />);
      const region = screen.getByRole('region', { name: title });
      expect(region.getAttribute('data-testid')).toBe('availability-answer');
      expect(within(region).getByRole('link', { name: link }).getAttribute('href')).toBe(href);
      expect(region.outerHTML).not.toMatch(MANTINE_CLASS);
    },
  );

  it('an error says so, with no next step', () => {
    render(<AvailabilityAnswer answer={answer('error')} hasPackages={false} />);
    const region = screen.getByRole('region', { name: 'No pudimos consultar' });
    expect(within(region).queryByRole('link')).toBeNull();
  });
});
