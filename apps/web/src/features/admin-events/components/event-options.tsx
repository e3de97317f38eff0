import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import type { EventDto } from '@salones/shared/events';
import { IconEdit, IconFileText, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';

interface EventActions {
  canDelete: boolean;
  onPay: (event: EventDto) => void;
  onDelete: (event: EventDto) => void;
}

/** Abonar, edit, contract (new tab) and delete (super_admin only) for one event. */
export function EventOptions({ event: e, ...props }: { event: EventDto } & EventActions) {
  return (
    <Group gap={6} wrap="nowrap">
      <Button size="xs" onClick={() => props.onPay(e)} disabled={e.adeudo <= 0}>
        Abonar
      </Button>
      <Tooltip label="Editar evento">
        <ActionIcon
          variant="light"
          component={Link}
          to={`/admin/event/edit/${e.uid}`}
          aria-label={`Editar ${e.name}`}
        >
          <IconEdit size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Ver contrato">
        <ActionIcon
          variant="light"
          color="teal"
          component="a"
          href={`/pdf/${e.uid}`}
          target="_blank"
          rel="noopener"
          aria-label={`Ver contrato de ${e.name}`}
        >
          <IconFileText size={18} />
        </ActionIcon>
      </Tooltip>
      {props.canDelete ? (
        <Tooltip label="Eliminar evento">
          <ActionIcon
            variant="light"
            color="red"
            onClick={() => props.onDelete(e)}
            aria-label={`Eliminar ${e.name}`}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Group>
  );
}
