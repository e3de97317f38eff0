// Audit entries as a readable list — what changed, when (Mexico City), by whom, before → after.
import { Anchor, Badge, Group, List, Paper, Stack, Text } from '@mantine/core';
import { AUDIT_KIND_LABELS, type AuditEntryDto, auditChanges } from '@salones/shared/audit';
import { formatDateMx, formatDateTime } from '@salones/shared/dates';
import { Link } from 'react-router';
import classes from './audit-entries.module.css';

const KIND_COLORS: Record<AuditEntryDto['tipo'], string> = {
  event_created: 'cyan',
  payment: 'green',
  extra_added: 'teal',
  extra_edited: 'teal',
  extra_removed: 'orange',
  discount: 'yellow',
  date_changed: 'blue',
  event_edited: 'grape',
  event_deleted: 'red',
  account_role: 'indigo',
  account_active: 'indigo',
  account_deleted: 'red',
  online_payment: 'green',
  refund: 'orange',
  cfdi_issued: 'violet',
  cfdi_cancelled: 'pink',
};

function Change({ change }: { change: ReturnType<typeof auditChanges>[number] }) {
  if (change.antes === null)
    return (
      <>
        <b>{change.label}:</b> {change.despues}
      </>
    );
  if (change.despues === null)
    return (
      <>
        <b>{change.label}:</b> {change.antes}
      </>
    );
  return (
    <>
      {/* read aloud as "flecha derecha": before → after */}
      <b>{change.label}:</b> {change.antes} → <span className={classes.after}>{change.despues}</span>
    </>
  );
}

/**
 * `showSubject`: name the event or account of each entry (the full log), with a link to the event's edit page
 * and, with `eventFilterLinks`, one to the log of that event only.
 */
export function AuditEntries(props: {
  entries: AuditEntryDto[];
  showSubject?: boolean;
  eventFilterLinks?: boolean;
}) {
  const { entries, showSubject } = props;
  return (
    <Stack gap="xs" component="ol" className={classes.list} aria-label="Cambios registrados">
      {entries.map((entry) => (
        <Paper key={entry.uid} component="li" withBorder p="sm" radius="md">
          <Group justify="space-between" gap="xs" align="flex-start">
            <Badge color={KIND_COLORS[entry.tipo]} variant="light">
              {AUDIT_KIND_LABELS[entry.tipo]}
            </Badge>
            <Text size="sm" c="dimmed">
              <time dateTime={entry.fecha}>{formatDateTime(entry.fecha, 'short24')}</time> · por{' '}
              {entry.autor.nombre}
            </Text>
          </Group>
          {showSubject && entry.evento ? (
            <Text size="sm" mt={6}>
              Evento:{' '}
              <Anchor component={Link} to={`/admin/event/edit/${entry.evento.uid}`}>
                {entry.evento.nombre || 'Sin nombre'}
              </Anchor>
              {entry.evento.fecha ? ` (${formatDateMx(entry.evento.fecha)})` : ''}
              {props.eventFilterLinks ? (
                <>
                  {' · '}
                  <Anchor component={Link} to={`/admin/audit?evento=${entry.evento.uid}`} size="sm">
                    Solo este evento
                  </Anchor>
                </>
              ) : null}
            </Text>
          ) : null}
          {showSubject && entry.cuenta ? (
            <Text size="sm" mt={6}>
              Cuenta: {entry.cuenta.nombre}
            </Text>
          ) : null}
          <List size="sm" mt={6} spacing={2} className={classes.changes}>
            {auditChanges(entry).map((change) => (
              <List.Item key={change.field}>
                <Change change={change} />
              </List.Item>
            ))}
          </List>
        </Paper>
      ))}
    </Stack>
  );
}
