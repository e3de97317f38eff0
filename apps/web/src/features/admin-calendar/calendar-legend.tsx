import { Group, Text } from '@mantine/core';
import { TURNOS } from '@salones/shared/constants';
import { STAFF_CALENDAR_MSG as T } from '@salones/shared/staff-calendar';
import classes from './calendar.module.css';
import { TURNO_COLORS } from './calendar-entries.ts';

/** What the colours mean: one swatch per turno, and the dashed outline of a pending request. */
export function CalendarLegend() {
  return (
    <Group gap="md" component="ul" className={classes.legend} aria-label={T.legend}>
      {TURNOS.map((turno) => (
        <Group key={turno} gap={6} component="li">
          <span
            aria-hidden
            className={classes.swatch}
            style={{
              background: `var(--mantine-color-${TURNO_COLORS[turno]}-1)`,
              borderColor: `var(--mantine-color-${TURNO_COLORS[turno]}-7)`,
            }}
          />
          <Text size="sm">{turno}</Text>
        </Group>
      ))}
      <Group gap={6} component="li">
        <span aria-hidden className={`${classes.swatch} ${classes.swatchRequest}`} />
        <Text size="sm">{T.pendingRequest}</Text>
      </Group>
    </Group>
  );
}
