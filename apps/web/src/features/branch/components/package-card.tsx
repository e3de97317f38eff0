import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { ATTENDANCE_BANDS } from '@salones/shared/constants';
import { formatMoney } from '@salones/shared/money';
import type { PackageDto } from '@salones/shared/packages';
import { Link } from 'react-router';
import { AddToCart } from '../../../components/cart/add-to-cart.tsx';
import { Island } from '../../../components/island.tsx';

export function PackageCard({ paquete, lugarname }: { paquete: PackageDto; lugarname: string }) {
  const ink = { color: paquete.colorTexto };
  return (
    <Card
      radius="lg"
      padding="lg"
      shadow="sm"
      style={{ background: paquete.color, ...ink }}
      data-testid="package-card"
      data-staff-colours
    >
      <Stack gap="sm" h="100%">
        <Title order={3} style={ink}>
          {paquete.name}
        </Title>
        {paquete.descripcion ? (
          <Text size="sm" style={ink} lineClamp={3}>
            {paquete.descripcion}
          </Text>
        ) : null}
        <Stack gap={2} mt="auto">
          {[
            { band: ATTENDANCE_BANDS.basico, amount: paquete.basico },
            { band: ATTENDANCE_BANDS.grande, amount: paquete.grande },
          ].map(({ band, amount }) => (
            <Group key={band.label} justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" style={ink}>
                {band.label}
              </Text>
              <Text fw={800} style={ink}>
                {formatMoney(amount)}
              </Text>
            </Group>
          ))}
        </Stack>
        <Stack gap="xs" mt="xs">
          <Island
            name="add-to-cart"
            component={AddToCart}
            props={{ packageId: paquete.uid, volver: `/${lugarname}`, look: 'card' }}
          />
          <Button
            component={Link}
            to={`/${lugarname}/${paquete.uid}`}
            variant="outline"
            color={paquete.colorTexto}
            fullWidth
            aria-label={`Ver detalles de ${paquete.name}`}
          >
            Ver detalles
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}
