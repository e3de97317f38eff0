import { Box, type MantineBreakpoint, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useHydrated } from '../lib/use-hydrated.ts';

/** The cards' list (a `<ul>` of cards on a phone): no bullets, the cards one under another. */
export const CARD_LIST = {
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: 'var(--mantine-spacing-xs)',
} as const;

/**
 * One list shown two ways: its table from `breakpoint` up, its cards below (no sideways scrolling on a phone).
 * One of them is in the page: a screen reader, a search or a test finds each row once, and a phone lays out
 * no table it hides. Only the server's HTML — which cannot know the width — and its hydration hold both, and
 * CSS shows the right one; the render after hydration drops the other. Each keeps its wrapper, so the one
 * that stays is not drawn again.
 */
export function TableOrCards(props: { breakpoint?: MantineBreakpoint; table: ReactNode; cards: ReactNode }) {
  const from = props.breakpoint ?? 'sm';
  const hydrated = useHydrated();
  // read at once in the browser (not in an effect): a page the app renders shows one layout from its first paint
  const wide = useMediaQuery(`(min-width: ${useMantineTheme().breakpoints[from]})`, undefined, {
    getInitialValueInEffect: false,
  });
  return (
    <>
      <Box visibleFrom={from}>{!hydrated || wide ? props.table : null}</Box>
      <Box hiddenFrom={from}>{!hydrated || !wide ? props.cards : null}</Box>
    </>
  );
}
