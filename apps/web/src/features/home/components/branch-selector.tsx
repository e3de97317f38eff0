import { Container, Paper, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { QueryContent } from '../../../components/query-content.tsx';
import { usePlaces } from '../../../lib/api/places.ts';
import { BranchSummary } from './branch-summary.tsx';

/** docs/product.md §2: a heading inviting to choose a branch, and the chosen branch's name, address, hours, phone. */
export function BranchSelector() {
  const places = usePlaces();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = places.data?.find((p) => p.uid === selectedId) ?? places.data?.[0];

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
        isEmpty={!selected}
        empty={
          <Paper withBorder p="lg" ta="center">
            <Text>Muy pronto abriremos nuestras sucursales. ¡Vuelve pronto!</Text>
          </Paper>
        }
      >
        {() => (
          <Stack>
            <Select
              label="Sucursal"
              data={places.data!.map((p) => ({ value: p.uid, label: p.sucursal }))}
              value={selected!.uid}
              onChange={(value) => value && setSelectedId(value)}
              allowDeselect={false}
              checkIconPosition="right"
              size="md"
            />
            <BranchSummary place={selected!} />
          </Stack>
        )}
      </QueryContent>
    </Container>
  );
}
