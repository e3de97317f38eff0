import { Group, Stack, Switch, Table, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import type { FooterValues } from './footer-values.ts';

export type ToggleRow = {
  label: string;
  field: keyof FooterValues;
  flag: keyof FooterValues;
  type?: 'url' | 'tel' | 'email';
};

type Props = {
  caption: string;
  columnLabel: string;
  rows: ToggleRow[];
  form: UseFormReturnType<FooterValues>;
};

/**
 * A table of footer items: the value and a show switch; a hidden item's field is disabled
 * (docs/product.md#2-screens-and-routes).
 */
export function FooterToggleTable(props: Props) {
  // a phone has no room for three columns: each item becomes a labelled field with its switch
  const isPhone = useMediaQuery('(max-width: 48em)');
  return isPhone ? <ToggleList {...props} /> : <ToggleTable {...props} />;
}

function ToggleTable({ caption, columnLabel, rows, form }: Props) {
  return (
    <Table verticalSpacing="xs" horizontalSpacing="xs" captionSide="top">
      <Table.Caption ta="left" fw={600} fz="md" c="var(--mantine-color-text)">
        {caption}
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={140}>{columnLabel}</Table.Th>
          <Table.Th>Valor</Table.Th>
          <Table.Th w={72}>Mostrar</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.field}>
            <Table.Th scope="row" fw={500} fz="sm">
              {row.label}
            </Table.Th>
            <Table.Td>
              <TextInput
                aria-label={row.label}
                type={row.type}
                disabled={!form.values[row.flag]}
                {...form.getInputProps(row.field)}
              />
            </Table.Td>
            <Table.Td>
              <Switch
                aria-label={`Mostrar ${row.label}`}
                {...form.getInputProps(row.flag, { type: 'checkbox' })}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function ToggleList({ caption, rows, form }: Props) {
  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Title order={3} size="md" component="legend" mb="xs">
        {caption}
      </Title>
      {rows.map((row) => (
        <Group key={row.field} wrap="nowrap" align="flex-end" gap="sm">
          <TextInput
            label={row.label}
            type={row.type}
            disabled={!form.values[row.flag]}
            style={{ flex: 1, minWidth: 0 }}
            {...form.getInputProps(row.field)}
          />
          <Switch
            aria-label={`Mostrar ${row.label}`}
            mb={8}
            {...form.getInputProps(row.flag, { type: 'checkbox' })}
          />
        </Group>
      ))}
    </Stack>
  );
}
