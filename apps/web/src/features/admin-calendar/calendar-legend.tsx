import { Group, Text } from '@mantine/core';
import { STAFF_CALENDAR_MSG as T } from '@salones/shared/staff-calendar';
import { turnoColor } from '../../lib/turno-colors.ts';
import classes from './calendar.module.css';

/**
 * What the colours mean: one swatch per turno of the branches shown, in the order of the day, and the dashed
 * outline of a pending request.
 */
export function CalendarLegend({ turnos }: { turnos: string[] }) {
  return (
    <Group gap="md" component="ul" className={classes.legend} aria-label={T.legend}>
      {turnos.map((turno) => (
        <Group key={turno} gap={6} component="li">
          <span
            aria-hidden
            className={classes.swatch}
            style={{
              background: `var(--mantine-color-${turnoColor(turnos, turno)}-1)`,
              borderColor: `var(--mantine-color-${turnoColor(turnos, turno)}-7)`,
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
