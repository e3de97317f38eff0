import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BranchPicker } from '../features/home/components/branch-picker.tsx';
import { answeredByTheBrowser } from './answered-by-the-browser.ts';

const place = (uid: string, sucursal: string) => ({
  uid,
  _id: uid,
  sucursal,
  lugarname: uid,
  direccion: '',
  horario: '',
  phone: '',
  email: '',
  mapaURL: '',
  whatsApp: '',
  diasAnticipacion: 0,
});

// Decision 015: what the browser answers by itself neither starts the app nor is held for it.
describe('answeredByTheBrowser', () => {
  it("takes a press on the home's branch choices, radio or label, and not on a summary's links", () => {
    render(
      <MantineProvider env="test">
        <MemoryRouter>
          <BranchPicker
            places={[place('coyoacan', 'Sucursal Coyoacán'), place('polanco', 'Sucursal Polanco')]}
          />
        </MemoryRouter>
      </MantineProvider>,
    );
    for (const radio of screen.getAllByRole('radio') as HTMLInputElement[]) {
      expect(answeredByTheBrowser(radio)).toBe(true);
      expect(answeredByTheBrowser(radio.labels![0])).toBe(true);
    }
    for (const link of screen.getAllByRole('link', { name: 'Ver perfil' }))
      expect(answeredByTheBrowser(link)).toBe(false);
  });

  it("takes a press on a native popover's button (the phone's menu), not on another button", () => {
    render(
      <>
        <button type="button" popoverTarget="menu">
          <span>Abrir menú</span>
        </button>
        <button type="button">Otro</button>
      </>,
    );
    expect(answeredByTheBrowser(screen.getByText('Abrir menú'))).toBe(true);
    expect(answeredByTheBrowser(screen.getByRole('button', { name: 'Otro' }))).toBe(false);
    expect(answeredByTheBrowser(null)).toBe(false);
  });
});
