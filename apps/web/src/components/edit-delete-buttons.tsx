import { Button } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * A row's 'Editar' and 'Eliminar' buttons, labelled with what the row is; `between` goes between them (a
 * salón's 'Desactivar'), `disabled` while a change is being saved.
 */
export function EditDeleteButtons(props: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  between?: ReactNode;
  disabled?: boolean;
}) {
  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconEdit size={14} aria-hidden />}
        aria-label={`Editar ${props.name}`}
        disabled={props.disabled}
        onClick={props.onEdit}
      >
        Editar
      </Button>
      {props.between}
      <Button
        size="compact-sm"
        variant="light"
        color="red"
        leftSection={<IconTrash size={14} aria-hidden />}
        aria-label={`Eliminar ${props.name}`}
        disabled={props.disabled}
        onClick={props.onDelete}
      >
        Eliminar
      </Button>
    </>
  );
}
