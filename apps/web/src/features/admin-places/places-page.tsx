import { Button, Group, Stack, Title } from '@mantine/core';
import type { PlaceDto } from '@salones/shared/places';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDeleteModal } from '../../components/confirm-delete-modal.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { QueryContent } from '../../components/query-content.tsx';
import { usePlaces } from '../../lib/api/places.ts';
import { useDeletePlace } from './api/delete-place.ts';
import { PlaceFormModal } from './components/place-form-modal.tsx';
import { PlacesTable } from './components/places-table.tsx';

/** docs/product.md#2-screens-and-routes /admin/places. */
export function PlacesPage() {
  const places = usePlaces();
  const [form, setForm] = useState<{ place: PlaceDto | null } | null>(null);
  const [deleting, setDeleting] = useState<PlaceDto | null>(null);
  const remove = useDeletePlace(() => setDeleting(null));

  return (
    <Stack>
      <PageMeta title="Sucursales | Administración" />
      <Group justify="space-between">
        <Title order={2}>Sucursales</Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setForm({ place: null })}>
          Agregar
        </Button>
      </Group>
      <QueryContent
        queries={[places]}
        errorTitle="No se pudieron cargar las sucursales"
        isEmpty={places.data?.length === 0}
        empty="Aún no hay sucursales"
      >
        {() => (
          <PlacesTable places={places.data!} onEdit={(place) => setForm({ place })} onDelete={setDeleting} />
        )}
      </QueryContent>
      <PlaceFormModal opened={!!form} place={form?.place ?? null} onClose={() => setForm(null)} />
      <ConfirmDeleteModal
        opened={!!deleting}
        name={deleting?.sucursal ?? ''}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.uid)}
      />
    </Stack>
  );
}
