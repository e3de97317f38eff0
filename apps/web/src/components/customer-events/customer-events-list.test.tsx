import type { EventDto } from '@salones/shared/events';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { CustomerEventCards, CustomerEventsTable, type CustomerEventsView } from './customer-events-list.tsx';

// only the fields the list reads; the rest of an EventDto plays no part here
const event = (over: Partial<EventDto>) =>
  ({
    uid: 'e1',
    name: 'XV años de Paola',
    paqueteName: 'Paquete Fiesta',
    fecha: '2027-02-13',
    abonado: 1000,
    adeudo: 8000,
    precioTotal: 9000,
    ...over,
  }) as EventDto;
const events = [event({}), event({ uid: 'e2', name: 'Bautizo de Leo', abonado: 9000, adeudo: 0 })];
const options = (e: EventDto) => <button type="button">Opciones de {e.name}</button>;

describe('a customer’s events (docs/product.md#2-screens-and-routes /pedidos and /admin/user/{id})', () => {
  it('/pedidos: dd/mm/yyyy dates, the options header for screen readers only, Liquidado for no debt', () => {
    const view: CustomerEventsView = { dates: 'dd/mm/yyyy', hideOptionsHeader: true, rowOptions: options };
    renderWithProviders(<CustomerEventsTable events={events} view={view} />);
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Evento', 'Paquete', 'Fecha', 'Abonado', 'Adeudo', 'Total', 'Opciones']);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.querySelectorAll('td')].slice(0, 6).map((td) => td.textContent))).toEqual([
      ['XV años de Paola', 'Paquete Fiesta', '13/02/2027', '$1,000.00', '$8,000.00', '$9,000.00'],
      ['Bautizo de Leo', 'Paquete Fiesta', '13/02/2027', '$9,000.00', 'Liquidado', '$9,000.00'],
    ]);
    expect(within(rows[1]).getByRole('button', { name: 'Opciones de Bautizo de Leo' })).toBeTruthy();
  });

  it('/admin/user/{id}: YYYY-MM-DD dates; on a phone one card per event with its badge and options', () => {
    const view: CustomerEventsView = {
      dates: 'yyyy-mm-dd',
      rowOptions: options,
      cardBadge: (e) => (e.adeudo === 0 ? <span>Pagado</span> : null),
    };
    renderWithProviders(<CustomerEventCards events={events} view={view} />);
    const card = screen.getByRole('article', { name: 'Bautizo de Leo' });
    expect(card.textContent).toContain('Fecha2027-02-13');
    expect(card.textContent).toContain('AdeudoLiquidado');
    expect(within(card).getByText('Pagado')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Opciones de Bautizo de Leo' })).toBeTruthy();
    expect(
      within(screen.getByRole('article', { name: 'XV años de Paola' })).queryByText('Pagado'),
    ).toBeNull();
  });

  it('names the salón where the screen gives it (a branch of several salones), nothing else otherwise', () => {
    const view: CustomerEventsView = {
      dates: 'dd/mm/yyyy',
      rowOptions: options,
      salonOf: (e) => (e.uid === 'e1' ? 'Jardín' : null),
    };
    renderWithProviders(<CustomerEventsTable events={events} view={view} />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0].querySelector('td')?.textContent).toBe('XV años de PaolaSalón: Jardín');
    expect(rows[1].querySelector('td')?.textContent).toBe('Bautizo de Leo');
  });

  it('on a phone the card names the salón when given', () => {
    const view: CustomerEventsView = { dates: 'dd/mm/yyyy', rowOptions: options, salonOf: () => 'Jardín' };
    renderWithProviders(<CustomerEventCards events={[event({})]} view={view} />);
    expect(screen.getByRole('article', { name: 'XV años de Paola' }).textContent).toContain('SalónJardín');
  });
});
