// The calendar's small parts (calendar-parts.tsx) are its own markup, not a copy of Mantine's (a Mantine upgrade
// would change what the server draws under the island): none of Mantine's class names, and each says what it is
// to a screen reader. app/islands.test.tsx checks that the island's first render under Preact is the server's.

import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { canonicalHtml, MANTINE_CLASS } from '../../test/canonical-html.ts';
import { TablerSvg } from '../icons/tabler-svg.tsx';
import { MonthButton, MonthTitle, RetryAlert, SmallText, VisuallyHidden } from './calendar-parts.tsx';

const html = (ui: ReactElement) => canonicalHtml(renderToString(ui));

describe("the calendar's own parts", () => {
  it('carry none of Mantine’s class names', () => {
    const parts = [
      <VisuallyHidden key="v">domingo</VisuallyHidden>,
      <SmallText key="s" phoneOnly>
        M: Matutino
      </SmallText>,
      <MonthTitle key="t">Diciembre de 2026</MonthTitle>,
      <MonthButton key="b" label="Mes anterior" icon="chevron-left" disabled={false} onClick={() => {}} />,
      <RetryAlert key="r" id="cal-error" title="No pudimos" message="Sin red" onRetry={() => {}} />,
    ];
    for (const part of parts) expect(html(part)).not.toMatch(MANTINE_CLASS);
  });

  it('the month buttons are named, and disabled at the range’s ends', async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <MonthButton label="Mes siguiente" icon="chevron-right" disabled={false} onClick={onClick} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mes siguiente' }));
    expect(onClick).toHaveBeenCalledOnce();
    rerender(<MonthButton label="Mes siguiente" icon="chevron-right" disabled onClick={onClick} />);
    expect(screen.getByRole('button', { name: 'Mes siguiente' }).hasAttribute('disabled')).toBe(true);
  });

  it('the month is a heading announced when it changes', () => {
    render(<MonthTitle>Diciembre de 2026</MonthTitle>);
    const heading = screen.getByRole('heading', { level: 3, name: 'Diciembre de 2026' });
    expect(heading.getAttribute('aria-live')).toBe('polite');
  });

  it('the error: an alert named by its title, its message, and Reintentar asks again', async () => {
    const onRetry = vi.fn();
    render(
      <RetryAlert
        id="cal-error"
        title="No pudimos cargar el calendario"
        message="Sin red"
        onRetry={onRetry}
      />,
    );
    const alert = screen.getByRole('alert', { name: 'No pudimos cargar el calendario' });
    expect(alert.textContent).toContain('Sin red');
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('the icons: Tabler’s (the turnos’ tick, cross and padlock are the CSS’s: day-cell.tsx)', () => {
    const tabler = { size: 20, 'aria-hidden': true } as const;
    expect(html(<TablerSvg name="chevron-left" size={20} />)).toBe(html(<IconChevronLeft {...tabler} />));
    expect(html(<TablerSvg name="chevron-right" size={20} />)).toBe(html(<IconChevronRight {...tabler} />));
  });
});
