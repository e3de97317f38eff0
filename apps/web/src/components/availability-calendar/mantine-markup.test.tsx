// The calendar draws Mantine's components as their HTML, without Mantine's code (decision 015): each is the
// HTML Mantine renders for the same props with the app's theme, so Mantine's CSS in the page styles it alike.
import {
  ActionIcon,
  Alert,
  Button,
  Group as MantineGroup,
  VisuallyHidden as MantineVisuallyHidden,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { canonicalHtml } from '../../test/canonical-html.ts';
import { mantineHtml as mantine } from '../../test/mantine-html.tsx';
import { TablerSvg } from '../icons/tabler-svg.tsx';
import { Group, IconButton, MonthTitle, RetryAlert, SmallText, VisuallyHidden } from './mantine-markup.tsx';

const html = (ui: ReactElement) => canonicalHtml(renderToString(ui));
const noop = () => {};

describe("the calendar's Mantine parts are Mantine's HTML", () => {
  it('VisuallyHidden', () => {
    expect(html(<VisuallyHidden>domingo</VisuallyHidden>)).toBe(
      mantine(<MantineVisuallyHidden>domingo</MantineVisuallyHidden>),
    );
  });

  it.each([false, true])('the month buttons: ActionIcon light lg (disabled: %s)', (disabled) => {
    expect(
      html(<IconButton label="Mes anterior" icon="chevron-left" disabled={disabled} onClick={noop} />),
    ).toBe(
      mantine(
        <ActionIcon variant="light" size="lg" aria-label="Mes anterior" disabled={disabled} onClick={noop}>
          <IconChevronLeft size={20} aria-hidden />
        </ActionIcon>,
      ),
    );
  });

  it('the month: Title order 3, size h4', () => {
    expect(html(<MonthTitle>Diciembre de 2026</MonthTitle>)).toBe(
      mantine(
        <Title order={3} size="h4" aria-live="polite">
          Diciembre de 2026
        </Title>,
      ),
    );
  });

  it('the rows: Group with its spacing, size and colour', () => {
    expect(
      html(
        <Group justify="space-between" wrap="nowrap" mb="xs">
          a
        </Group>,
      ),
    ).toBe(
      mantine(
        <MantineGroup justify="space-between" wrap="nowrap" mb="xs">
          a
        </MantineGroup>,
      ),
    );
    expect(
      html(
        <Group gap="md" mt="xs" fz="xs" c="gray.7" data-testid="calendar-legend">
          <Group gap={4}>b</Group>
        </Group>,
      ),
    ).toBe(
      mantine(
        <MantineGroup gap="md" mt="xs" fz="xs" c="gray.7" data-testid="calendar-legend">
          <MantineGroup gap={4}>b</MantineGroup>
        </MantineGroup>,
      ),
    );
  });

  it('the legend’s words: Text span xs, and hidden from xs', () => {
    expect(html(<SmallText>Libre</SmallText>)).toBe(
      mantine(
        <Text span size="xs">
          Libre
        </Text>,
      ),
    );
    expect(html(<SmallText hiddenFromXs>M: Matutino</SmallText>)).toBe(
      mantine(
        <Text span size="xs" hiddenFrom="xs">
          M: Matutino
        </Text>,
      ),
    );
  });

  it('the error: load-error.tsx’s Alert with its message and Reintentar', () => {
    expect(
      html(
        <RetryAlert
          id="cal-error"
          title="No pudimos cargar el calendario"
          message="Sin red"
          onRetry={noop}
        />,
      ),
    ).toBe(
      mantine(
        <Alert color="red" title="No pudimos cargar el calendario" id="cal-error">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">Sin red</Text>
            <Button size="xs" variant="light" color="red" onClick={noop}>
              Reintentar
            </Button>
          </Stack>
        </Alert>,
      ),
    );
  });

  it('the icons: Tabler’s (the turnos’ tick, cross and padlock are the CSS’s: day-cell.tsx)', () => {
    const tabler = { size: 20, 'aria-hidden': true } as const;
    expect(html(<TablerSvg name="chevron-left" size={20} />)).toBe(html(<IconChevronLeft {...tabler} />));
    expect(html(<TablerSvg name="chevron-right" size={20} />)).toBe(html(<IconChevronRight {...tabler} />));
  });
});
