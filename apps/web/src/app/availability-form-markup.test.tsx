// The availability form's island (features/branch/components/availability-markup.tsx) draws Mantine's markup
// without Mantine's code (decision 015): each part must be the HTML Mantine 9 renders for the same component,
// so the page's Mantine CSS styles it alike. Here in app/: it needs the app's theme.
import { Alert, Button, Group, MantineProvider, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { TURNOS } from '@salones/shared/constants';
import { formatDateMx } from '@salones/shared/dates';
import type { AvailabilityFormAnswer } from '@salones/shared/page-forms';
import { IconCalendarCheck, IconCalendarMonth, IconCalendarPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { TablerSvg } from '../components/icons/tabler-svg.tsx';
import { ButtonMarkup } from '../components/mantine-markup.tsx';
import { AvailabilityAnswer } from '../features/branch/components/availability-answer.tsx';
import { DateInputMarkup, SelectMarkup } from '../features/branch/components/availability-markup.tsx';
import { reactHtml } from '../test/canonical-html.ts';
import { theme } from './theme.ts';

const mantine = (ui: ReactNode) =>
  reactHtml(
    <MantineProvider theme={theme} withCssVariables={false} withGlobalClasses={false}>
      {ui}
    </MantineProvider>,
  );

const TURNO_OPTIONS = [
  { value: '', label: 'Selecciona un turno' },
  ...TURNOS.map((t) => ({ value: t, label: t })),
];

describe("the availability form's fields are Mantine's", () => {
  it.each(['', '2031-05-10'])('the date: a TextInput type="date" (value "%s")', (value) => {
    expect(
      reactHtml(<DateInputMarkup id="f" label="Fecha" name="fecha" defaultValue={value} min="2026-01-03" />),
    ).toBe(
      mantine(
        <TextInput id="f" type="date" label="Fecha" name="fecha" defaultValue={value} min="2026-01-03" />,
      ),
    );
  });

  it.each(['', 'Vespertino'])('the turno: a NativeSelect (value "%s")', (value) => {
    expect(
      reactHtml(
        <SelectMarkup id="t" label="Turno" name="turno" options={TURNO_OPTIONS} defaultValue={value} />,
      ),
    ).toBe(
      mantine(<NativeSelect id="t" label="Turno" name="turno" data={TURNO_OPTIONS} defaultValue={value} />),
    );
  });

  it.each([false, true])("'Consultar disponibilidad': a Button (loading: %s)", (loading) => {
    expect(
      reactHtml(
        <ButtonMarkup
          icon={<TablerSvg name="calendar-check" />}
          label="Consultar disponibilidad"
          loading={loading}
          className="availability-submit"
        />,
      ),
    ).toBe(
      mantine(
        <Button
          type="submit"
          loading={loading}
          leftSection={<IconCalendarCheck size={18} aria-hidden />}
          className="availability-submit"
        >
          Consultar disponibilidad
        </Button>,
      ),
    );
  });
});

/** The answer as the app drew it with Mantine before the island. */
function MantineAnswer({ answer, hasPackages }: { answer: AvailabilityFormAnswer; hasPackages: boolean }) {
  const when = answer.fecha && answer.turno ? `${formatDateMx(answer.fecha)}, ${answer.turno}. ` : '';
  const props = { id: 'disponibilidad-respuesta', role: 'region', 'data-testid': 'availability-answer' };
  if (answer.state === 'libre')
    return (
      <Alert color="green" variant="light" title="Fecha disponible" {...props}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {`${when}${answer.msg}. ${hasPackages ? 'Solicítala desde tu carrito; la apartamos mientras la confirmamos.' : 'Para solicitarla, agrega un paquete al carrito.'}`}
          </Text>
          <Button
            component="a"
            href={hasPackages ? '/carrito' : '#paquetes'}
            leftSection={<IconCalendarPlus size={18} aria-hidden />}
          >
            Solicitar esta fecha
          </Button>
        </Stack>
      </Alert>
    );
  return (
    <Alert color="orange" variant="light" title="Fecha ocupada" {...props}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{`${when}${answer.msg}. Mira los turnos libres en el calendario.`}</Text>
        <Group>
          <Button
            component="a"
            href="#calendario"
            variant="light"
            color="orange"
            leftSection={<IconCalendarMonth size={18} aria-hidden />}
          >
            Ver calendario
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

describe("the availability form's answer is Mantine's Alert", () => {
  const base = { lugar: 'p1', fecha: '2031-05-10', turno: 'Vespertino', msg: 'Mensaje' };
  it.each([
    { state: 'libre', hasPackages: false },
    { state: 'libre', hasPackages: true },
    { state: 'ocupado', hasPackages: false },
  ] as const)('$state (cart with packages: $hasPackages)', ({ state, hasPackages }) => {
    const answer = { ...base, state };
    expect(reactHtml(<AvailabilityAnswer answer={answer} hasPackages={hasPackages} />)).toBe(
      mantine(<MantineAnswer answer={answer} hasPackages={hasPackages} />),
    );
  });
});
