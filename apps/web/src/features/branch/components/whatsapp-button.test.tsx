import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppMantine } from '../../../test/render.tsx';
import { WhatsAppButton } from './whatsapp-button.tsx';

// docs/product.md#2-screens-and-routes /{lugarname}: the WhatsApp button of a branch with a number is in the server's HTML, so a
// desktop-wide window shows it before the app starts, and without JavaScript.
const serverHtml = (whatsApp: string) => {
  const box = document.createElement('div');
  box.innerHTML = renderToString(
    <AppMantine>
      <WhatsAppButton whatsApp={whatsApp} sucursal="Coyoacán" />
    </AppMantine>,
  );
  return box;
};

describe('the floating WhatsApp button', () => {
  it('is rendered by the server: a link fixed in the corner, from tablet width up', () => {
    const link = serverHtml('55 1234 5678').querySelector('a');
    expect(link?.getAttribute('aria-label')).toBe('Escribir por WhatsApp a Coyoacán');
    expect(link?.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/525512345678\?text=/);
    expect(link?.style.position).toBe('fixed');
    expect(link?.className).toContain('mantine-visible-from-sm');
  });

  it('is not there when the branch has no number', () => {
    expect(serverHtml('  ').querySelector('a')).toBeNull();
  });
});
