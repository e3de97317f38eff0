import { Box, type MantineBreakpoint } from '@mantine/core';
import type { ReactNode } from 'react';

/** One list shown two ways: its table from `breakpoint` up, its cards below (no sideways scrolling on a phone). */
export function TableOrCards(props: { breakpoint?: MantineBreakpoint; table: ReactNode; cards: ReactNode }) {
  const from = props.breakpoint ?? 'sm';
  return (
    <>
      <Box visibleFrom={from}>{props.table}</Box>
      <Box hiddenFrom={from}>{props.cards}</Box>
    </>
  );
}
