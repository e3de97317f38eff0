import { MantineProvider } from '@mantine/core';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { theme } from '../app/theme.ts';
import { canonicalHtml } from './canonical-html.ts';

/**
 * The HTML Mantine renders for `ui` with the app's theme, canonical (canonical-html.ts): what an island that
 * draws a Mantine component without Mantine's code must render (decision 015).
 */
export const mantineHtml = (ui: ReactElement) =>
  canonicalHtml(
    renderToString(
      <MantineProvider theme={theme} withCssVariables={false} withGlobalClasses={false}>
        {ui}
      </MantineProvider>,
    ),
  );
