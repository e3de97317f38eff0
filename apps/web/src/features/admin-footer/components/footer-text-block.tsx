import { Group, Stack, Switch, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { FooterValues } from './footer-values.ts';

/** The address or the description: a textarea with its show switch; disabled while hidden. */
export function FooterTextBlock(props: {
  label: string;
  field: 'direccion' | 'descripcion';
  flag: 'activeDireccion' | 'activeDescripcion';
  form: UseFormReturnType<FooterValues>;
}) {
  const { form } = props;
  return (
    <Stack gap={6}>
      <Textarea
        label={props.label}
        autosize
        minRows={3}
        disabled={!form.values[props.flag]}
        {...form.getInputProps(props.field)}
      />
      <Group>
        <Switch label={`Mostrar ${props.label}`} {...form.getInputProps(props.flag, { type: 'checkbox' })} />
      </Group>
    </Stack>
  );
}
