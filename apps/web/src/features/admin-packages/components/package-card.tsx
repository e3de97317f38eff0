import {
  ActionIcon,
  Box,
  Button,
  Card,
  ColorSwatch,
  Group,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { PACKAGE_COLORS, TEXT_COLORS } from '@salones/shared/constants';
import { formatMoney } from '@salones/shared/money';
import type { PackageDescriptionDto, PackageDto } from '@salones/shared/packages';
import { IconEdit, IconPlus, IconTrash, IconX } from '@tabler/icons-react';

const colorName = (palette: readonly { name: string; value: string }[], value: string) =>
  palette.find((c) => c.value.toLowerCase() === value.toLowerCase())?.name ?? value;

/** One package: its colours, prices and the list of included services (click one to delete it). */
export function PackageCard(props: {
  pkg: PackageDto;
  onEdit: () => void;
  onDelete: () => void;
  onAddDescription: () => void;
  onDeleteDescription: (description: PackageDescriptionDto) => void;
}) {
  const { pkg } = props;
  return (
    <Card withBorder radius="md" padding={0} component="article" aria-label={pkg.name}>
      <Group bg={pkg.color} c={pkg.colorTexto} p="md" justify="space-between" wrap="nowrap">
        <Title order={3} size="h4" c={pkg.colorTexto} style={{ overflowWrap: 'anywhere' }}>
          {pkg.name}
        </Title>
        <Group gap={6} wrap="nowrap">
          <ActionIcon variant="white" color="dark" aria-label={`Editar ${pkg.name}`} onClick={props.onEdit}>
            <IconEdit size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="white"
            color="red"
            aria-label={`Eliminar ${pkg.name}`}
            onClick={props.onDelete}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      <Stack p="md" gap="xs">
        <Group gap="md">
          <Group gap={6}>
            <ColorSwatch color={pkg.color} size={18} aria-hidden />
            <Text size="sm">Color: {colorName(PACKAGE_COLORS, pkg.color)}</Text>
          </Group>
          <Group gap={6}>
            <ColorSwatch color={pkg.colorTexto} size={18} aria-hidden />
            <Text size="sm">Texto: {colorName(TEXT_COLORS, pkg.colorTexto)}</Text>
          </Group>
        </Group>
        <Text size="sm">
          Básico: {formatMoney(pkg.basico)} · Grande: {formatMoney(pkg.grande)}
          {pkg.descuento ? ` · Descuento: ${formatMoney(pkg.descuento)}` : ''}
        </Text>
        {pkg.duracion ? <Text size="sm">Duración: {pkg.duracion}</Text> : null}
        {pkg.descripcion ? (
          <Text size="sm" c="dimmed">
            {pkg.descripcion}
          </Text>
        ) : null}
        <Box component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={`Servicios de ${pkg.name}`}>
          {pkg.descripciones.map((d) => (
            <li key={d.uid}>
              <UnstyledButton
                onClick={() => props.onDeleteDescription(d)}
                aria-label={`Eliminar servicio ${d.descripcion}`}
                title="Eliminar servicio"
                py={4}
                w="100%"
              >
                <Group gap={6} wrap="nowrap">
                  <IconX size={14} color="var(--mantine-color-red-6)" aria-hidden />
                  <Text size="sm">{d.descripcion}</Text>
                </Group>
              </UnstyledButton>
            </li>
          ))}
        </Box>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={props.onAddDescription}
          style={{ alignSelf: 'flex-start' }}
        >
          Agregar servicio
        </Button>
      </Stack>
    </Card>
  );
}
