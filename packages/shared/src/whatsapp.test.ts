import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  consentIsOn,
  isOptOutText,
  statusMovesForward,
  templateText,
  WHATSAPP_TEMPLATES,
  windowIsOpen,
} from './whatsapp.ts';

const DOC = readFileSync(new URL('../../../docs/whatsapp.md', import.meta.url), 'utf8');

describe('the WhatsApp templates', () => {
  it('are in docs/whatsapp.md word for word, each with its parameters', () => {
    for (const [name, t] of Object.entries(WHATSAPP_TEMPLATES)) {
      const row = DOC.split('\n').find((line) => line.startsWith(`| \`${name}\` |`));
      expect(row, name).toBeDefined();
      expect(row).toContain(`| ${t.body} |`);
      for (const [i, p] of t.params.entries()) expect(row).toContain(`{{${i + 1}}} ${p}`);
    }
  });
  it('use each parameter, in order from 1, and neither start nor end with one (Meta refuses that)', () => {
    for (const t of Object.values(WHATSAPP_TEMPLATES)) {
      const used = [...t.body.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1]));
      expect(new Set(used)).toEqual(new Set(t.params.map((_, i) => i + 1)));
      expect(t.body).not.toMatch(/^\{\{|\}\}$/);
    }
  });
  it('read with their parameters in place', () => {
    expect(templateText('pago_recibido', ['Ana', '$1,000.00', 'Tarjeta', '$500.00'])).toBe(
      'Hola Ana, recibimos tu pago de $1,000.00 (Tarjeta). Saldo pendiente: $500.00. ¡Gracias!',
    );
    expect(templateText('otra', [])).toBe('[otra]');
  });
  it("a hold's end (its time reads 'p.m.') is never followed by a second period", () => {
    const holdEnd = 'jueves, 10 de diciembre de 2026, 3:05 p.m.';
    for (const [name, t] of Object.entries(WHATSAPP_TEMPLATES)) {
      const at = (t.params as readonly string[]).indexOf('apartadoHasta');
      if (at < 0) continue;
      const params = t.params.map((p, i) => (i === at ? holdEnd : p));
      expect(templateText(name, params), name).not.toContain('p.m..');
    }
  });
});

describe('opting out by message', () => {
  it("takes 'BAJA' and 'STOP' in any case, with accents or spaces", () => {
    for (const text of ['BAJA', 'baja', ' Baja ', 'BÁJA', 'b a j a', 'stop', 'Stop!', 'STÓP']) {
      expect(isOptOutText(text), text).toBe(true);
    }
    for (const text of ['bajar', 'dar de baja', 'stopp', 'hola', ''])
      expect(isOptOutText(text), text).toBe(false);
  });
});

describe('a message state', () => {
  it('only moves forward: read is never undone, a failure after read changes nothing', () => {
    expect(statusMovesForward('enviado', 'entregado')).toBe(true);
    expect(statusMovesForward('en_cola', 'leido')).toBe(true);
    expect(statusMovesForward('leido', 'entregado')).toBe(false);
    expect(statusMovesForward('entregado', 'entregado')).toBe(false);
    expect(statusMovesForward('leido', 'fallido')).toBe(false);
    expect(statusMovesForward('entregado', 'fallido')).toBe(true);
  });
});

describe('the 24-hour window and consent', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  it('is open for 24 hours after the last message of the family', () => {
    expect(windowIsOpen(null, now)).toBe(false);
    expect(windowIsOpen('2026-11-27T12:00:01Z', now)).toBe(true);
    expect(windowIsOpen('2026-11-27T12:00:00Z', now)).toBe(false);
  });
  it('is on after an opt-in not followed by an opt-out', () => {
    expect(consentIsOn({ optInAt: null, optOutAt: null })).toBe(false);
    expect(consentIsOn({ optInAt: now, optOutAt: null })).toBe(true);
    expect(consentIsOn({ optInAt: now, optOutAt: new Date(now.getTime() + 1) })).toBe(false);
  });
});
