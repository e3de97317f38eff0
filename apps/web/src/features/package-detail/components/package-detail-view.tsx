import { Anchor, Badge, Box, Button, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { ATTENDANCE_BANDS } from '@salones/shared/constants';
import { formatMoney } from '@salones/shared/money';
import type { PackageDetailDto } from '@salones/shared/packages';
import { IconArrowLeft, IconCalendarSearch, IconCheck, IconClock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AddToCart } from '../../../components/cart/add-to-cart.tsx';
import { Island } from '../../../components/island.tsx';
import { PackagePrices } from './package-prices.tsx';

export function PackageDetailView({ paquete }: { paquete: PackageDetailDto }) {
  return (
    <Stack gap="lg">
      <Anchor
        component={Link}
        to={`/${paquete.lugar.lugarname}`}
        size="sm"
        // a 32 px high target
        style={{ alignSelf: 'flex-start', display: 'inline-flex', alignItems: 'center', minHeight: 32 }}
      >
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          Volver a {paquete.lugar.sucursal}
        </Group>
      </Anchor>
      <Paper
        radius="lg"
        p={{ base: 'lg', sm: 40 }}
        style={{ background: paquete.color, color: paquete.colorTexto }}
        data-staff-colours
      >
        <Text size="sm" fw={600} tt="uppercase" style={{ color: 'inherit', opacity: 0.85 }}>
          {paquete.lugar.sucursal}
        </Text>
        <Title order={1} style={{ color: 'inherit' }}>
          {paquete.name}
        </Title>
        {paquete.duracion ? (
          <Group gap={6} mt="xs">
            <IconClock size={18} aria-hidden />
            <Text style={{ color: 'inherit' }}>Duración: {paquete.duracion}</Text>
          </Group>
        ) : null}
      </Paper>
      {paquete.descripcion ? <Text size="lg">{paquete.descripcion}</Text> : null}
      {paquete.descripciones.length ? (
        <Box>
          <Title order={2} size="h3" mb="sm">
            Incluye
          </Title>
          <List
            spacing="xs"
            icon={
              <ThemeIcon size={22} radius="xl" color="teal" aria-hidden>
                <IconCheck size={14} />
              </ThemeIcon>
            }
          >
            {paquete.descripciones.map((d) => (
              <List.Item key={d.uid}>{d.descripcion}</List.Item>
            ))}
          </List>
        </Box>
      ) : null}
      <Box>
        <Title order={2} size="h3" mb="sm">
          Precios
        </Title>
        <PackagePrices basico={paquete.basico} grande={paquete.grande} />
        {paquete.descuento ? (
          <Badge mt="sm" color="teal" size="lg" variant="light">
            Descuento de {formatMoney(paquete.descuento)}
          </Badge>
        ) : null}
        {/* One 'Agregar al carrito' under two prices — the head count picks the price */}
        <Text mt="sm" data-testid="price-band-note">
          El número de personas que indiques al solicitar tu fecha decide el precio: de{' '}
          {ATTENDANCE_BANDS.basico.min} a {ATTENDANCE_BANDS.basico.max} personas, el básico; de{' '}
          {ATTENDANCE_BANDS.grande.min} a {ATTENDANCE_BANDS.grande.max}, el grande.
        </Text>
      </Box>
      <Group>
        {/* the island's button fills this box: the width the Button's own `w` gave it */}
        <Box w={{ base: '100%', sm: 'auto' }}>
          <Island
            name="add-to-cart"
            component={AddToCart}
            props={{
              packageId: paquete.uid,
              volver: `/${paquete.lugar.lugarname}/${paquete.uid}`,
              look: 'page',
              addedAlt: true,
            }}
          />
        </Box>
        <Button
          component={Link}
          to={`/${paquete.lugar.lugarname}#disponibilidad`}
          variant="light"
          size="md"
          w={{ base: '100%', sm: 'auto' }}
          leftSection={<IconCalendarSearch size={18} aria-hidden />}
        >
          Consultar disponibilidad
        </Button>
      </Group>
    </Stack>
  );
}
