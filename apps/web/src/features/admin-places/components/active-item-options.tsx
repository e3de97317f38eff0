import { Badge, Button, Group } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { EditDeleteButtons } from '../../../components/edit-delete-buttons.tsx';

/** What a branch's salón or resource is: it can be edited, deactivated (kept, not offered) and deleted. */
interface ActiveItem {
  nombre: string;
  activo: boolean;
}

export function ActiveBadge({ item }: { item: ActiveItem }) {
  return (
    <Badge color={item.activo ? 'green' : 'gray'} variant="light">
      {item.activo ? 'Activo' : 'Inactivo'}
    </Badge>
  );
}

export interface ActiveItemHandlers<T extends ActiveItem> {
  /** a change is being saved: the buttons wait */
  busy: boolean;
  onEdit: (item: T) => void;
  onToggle: (item: T) => void;
  onDelete: (item: T) => void;
}

/** 'Editar', 'Desactivar' or 'Activar', and 'Eliminar', each named with the item for a screen reader. */
export function ActiveItemOptions<T extends ActiveItem>({
  item,
  ...props
}: ActiveItemHandlers<T> & { item: T }) {
  const toggle = item.activo ? 'Desactivar' : 'Activar';
  return (
    <Group gap={6} wrap="wrap">
      <EditDeleteButtons
        name={item.nombre}
        disabled={props.busy}
        onEdit={() => props.onEdit(item)}
        onDelete={() => props.onDelete(item)}
        between={
          <Button
            size="compact-sm"
            variant="default"
            leftSection={
              item.activo ? <IconEyeOff size={14} aria-hidden /> : <IconEye size={14} aria-hidden />
            }
            aria-label={`${toggle} ${item.nombre}`}
            disabled={props.busy}
            onClick={() => props.onToggle(item)}
          >
            {toggle}
          </Button>
        }
      />
    </Group>
  );
}
