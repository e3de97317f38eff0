import { Button } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';

/** A table row's 'Editar' and 'Eliminar' buttons, labelled with what the row is. */
export function EditDeleteButtons(props: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconEdit size={14} aria-hidden />}
        aria-label={`Editar ${props.name}`}
        onClick={props.onEdit}
      >
        Editar
      </Button>
      <Button
        size="compact-sm"
        variant="light"
        color="red"
        leftSection={<IconTrash size={14} aria-hidden />}
        aria-label={`Eliminar ${props.name}`}
        onClick={props.onDelete}
      >
        Eliminar
      </Button>
    </>
  );
}
