import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppMantine } from '../test/render.tsx';
import { setWindowWidth } from '../test/window-width.ts';
import { TableOrCards } from './table-or-cards.tsx';

const list = (
  <AppMantine>
    <TableOrCards
      breakpoint="md"
      table={<table aria-label="Usuarios" />}
      cards={<ul aria-label="Usuarios, en tarjetas" />}
    />
  </AppMantine>
);

describe('TableOrCards: one layout in the page', () => {
  it('at 375 px the cards alone, no hidden table beside them', () => {
    setWindowWidth(375);
    render(list);
    expect(screen.getByRole('list', { name: 'Usuarios, en tarjetas' })).toBeTruthy();
    expect(document.querySelector('table')).toBeNull();
  });

  it('at 1280 px the table alone', () => {
    setWindowWidth(1280);
    render(list);
    expect(screen.getByRole('table', { name: 'Usuarios' })).toBeTruthy();
    expect(document.querySelector('ul')).toBeNull();
  });

  it("the server's HTML holds both (CSS picks one); once hydrated, the other is gone, without a mismatch", async () => {
    const html = renderToString(list);
    expect(html).toContain('<table');
    expect(html).toContain('<ul');
    setWindowWidth(1280);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, list, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(container.querySelector('table')).not.toBeNull();
    expect(container.querySelector('ul')).toBeNull();
    expect(errors).toEqual([]);
    act(() => root?.unmount());
    container.remove();
  });
});
