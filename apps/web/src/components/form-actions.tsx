import { Button, Group, type MantineSpacing } from '@mantine/core';

/**
 * A form modal's footer: 'Cancelar' (closes it; off while the form is sent) and the submit button, which
 * shows it is sending.
 */
export function FormActions(props: {
  submitLabel: string;
  onCancel: () => void;
  isPending: boolean;
  mt?: MantineSpacing;
}) {
  return (
    <Group justify="flex-end" mt={props.mt}>
      <Button variant="default" onClick={props.onCancel} disabled={props.isPending}>
        Cancelar
      </Button>
      <Button type="submit" loading={props.isPending}>
        {props.submitLabel}
      </Button>
    </Group>
  );
}
