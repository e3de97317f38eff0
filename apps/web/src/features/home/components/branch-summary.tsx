import { Anchor, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { PlaceDto } from '@salones/shared/places';
import { IconClock, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" radius="xl" aria-hidden>
        {icon}
      </ThemeIcon>
      <div>
        <Text size="xs" c="gray.7" tt="uppercase" fw={600}>
          {label}
        </Text>
        <Text>{children}</Text>
      </div>
    </Group>
  );
}

const orPending = (value: string) => value.trim() || 'Próximamente';

/**
 * A branch's name, address, hours and phone, and its 'Ver perfil' link (docs/product.md#public-routes, "/").
 */
export function BranchSummary({
  place,
  id,
  className,
}: {
  place: PlaceDto;
  id?: string;
  className?: string;
}) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      shadow="sm"
      id={id}
      className={className}
      data-testid="branch-summary"
    >
      <Stack gap="md">
        <Title order={3}>{place.sucursal}</Title>
        <Detail icon={<IconMapPin size={18} />} label="Dirección">
          {orPending(place.direccion)}
        </Detail>
        <Detail icon={<IconClock size={18} />} label="Horario">
          {orPending(place.horario)}
        </Detail>
        <Detail icon={<IconPhone size={18} />} label="Teléfono">
          {place.phone ? <Anchor href={`tel:${place.phone}`}>{place.phone}</Anchor> : 'Próximamente'}
        </Detail>
        <Group justify="flex-end">
          <Button component={Link} to={`/${place.lugarname}`}>
            Ver perfil
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
