import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MSG } from '@salones/shared/messages';
import { formatMoney } from '@salones/shared/money';
import type { PackageDto } from '@salones/shared/packages';
import { COMPLEMENT_FIELDS, GUISADO_FIELDS, MenuFields } from './menu-fields.tsx';
import type { WizardValues } from './wizard-values.ts';

function PackagePanel({ pkg }: { pkg: PackageDto | undefined }) {
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      style={{ borderLeft: `6px solid ${pkg?.color ?? 'var(--mantine-color-gray-4)'}` }}
    >
      <Group justify="space-between" align="flex-start" mb="xs">
        <Title order={3} size="h4">
          {pkg?.name || MSG.fallbackPackageName}
        </Title>
        {pkg ? (
          <Group gap="xs">
            <Badge variant="light">Básico {formatMoney(pkg.basico)}</Badge>
            <Badge variant="light" color="orange">
              Grande {formatMoney(pkg.grande)}
            </Badge>
          </Group>
        ) : null}
      </Group>
      <Text c={pkg?.descripcion ? undefined : 'dimmed'} fs={pkg?.descripcion ? undefined : 'italic'} mb="xs">
        {pkg?.descripcion || MSG.fallbackDescription}
      </Text>
      {pkg?.descripciones.length ? (
        <List size="sm" spacing={2}>
          {pkg.descripciones.map((d) => (
            <List.Item key={d.uid}>{d.descripcion}</List.Item>
          ))}
        </List>
      ) : null}
    </Paper>
  );
}

/** Step 2 'Paquete solicitado': the chosen package and the complementos and guisados for it. */
export function PackageStep({
  form,
  pkg,
}: {
  form: UseFormReturnType<WizardValues>;
  pkg: PackageDto | undefined;
}) {
  return (
    <Stack gap="lg">
      <PackagePanel pkg={pkg} />
      <MenuFields title="Complementos" fields={COMPLEMENT_FIELDS} form={form} />
      <MenuFields title="Guisados" fields={GUISADO_FIELDS} form={form} />
    </Stack>
  );
}
