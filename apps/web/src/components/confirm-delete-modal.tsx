import { Button, Group, Modal, Text } from '@mantine/core';
import { confirmDeleteText } from '@salones/shared/messages';

/**
 * docs/product.md#8-messages-and-errors: '¿Estas seguro de querer eliminar a {name}?' with 'Cancelar' and
 * 'Eliminar'.
 */
export function ConfirmDeleteModal(props: {
  opened: boolean;
  name: string;
  loading?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal opened={props.opened} onClose={props.onCancel} title="Confirmar eliminación" centered>
      <Text mb="lg">{confirmDeleteText(props.name)}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onCancel} disabled={props.loading}>
          Cancelar
        </Button>
        <Button color="red" onClick={props.onConfirm} loading={props.loading}>
          Eliminar
        </Button>
      </Group>
    </Modal>
  );
}
