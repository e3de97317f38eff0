import { Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { QueryContent } from '../../../components/query-content.tsx';
import { usePlaces } from '../../../lib/api/places.ts';
import { BranchPicker } from './branch-picker.tsx';

/**
 * docs/product.md#2-screens-and-routes: a heading inviting to choose a branch, and the chosen branch's name,
 * address, hours, phone.
 */
export function BranchSelector() {
  const places = usePlaces();

  return (
    <Container size="md" py={{ base: 40, md: 64 }}>
      <Stack gap="xs" mb="lg" ta="center" align="center">
        <Title order={2}>Elige tu sucursal</Title>
        <Text c="gray.7">
          Selecciona la sucursal más cercana para ver sus paquetes, fotos y disponibilidad.
        </Text>
      </Stack>
      <QueryContent
        queries={[places]}
        errorTitle="No pudimos cargar las sucursales"
        loading={
          <Stack>
            <Skeleton height={60} />
            <Skeleton height={180} />
          </Stack>
        }
        isEmpty={!places.data?.length}
        empty={
          <Paper withBorder p="lg" ta="center">
            <Text>Muy pronto abriremos nuestras sucursales. ¡Vuelve pronto!</Text>
          </Paper>
        }
      >
        {() => <BranchPicker places={places.data!} />}
      </QueryContent>
    </Container>
  );
}
