import { Stack, Text } from '@mantine/core';
import type { SalonDto } from '@salones/shared/salones';
import { useState } from 'react';
import { useParams } from 'react-router';
import { BranchPageHeader } from '../../components/branch-page-header.tsx';
import { ConfirmDeleteModal } from '../../components/confirm-delete-modal.tsx';
import { QueryContent } from '../../components/query-content.tsx';
import { usePlace } from '../../lib/api/places.ts';
import { salonFields, useDeleteSalon, useMoveSalon, useSalones, useUpdateSalon } from './api/salones.ts';
import { useSaveTurnos, useTurnos } from './api/turnos.ts';
import { RecursosSection } from './components/recursos-section.tsx';
import { SalonFormModal } from './components/salon-form-modal.tsx';
import { SalonesList } from './components/salones-list.tsx';
import { TurnosEditor } from './components/turnos-editor.tsx';

/**
 * /admin/salones/{id}: the salones of the branch with that uid — add, edit, order, deactivate, delete — and its
 * turnos by weekday, and its resources (docs/product.md, "Salones and turnos"). The API refuses what would leave the branch without an active salón
 * or delete one with parties; its message shows as a toast.
 */
export function SalonesPage() {
  const placeId = useParams().id ?? '';
  const place = usePlace(placeId);
  const salones = useSalones(placeId);
  const [form, setForm] = useState<{ salon: SalonDto | null } | null>(null);
  const [deleting, setDeleting] = useState<SalonDto | null>(null);
  const toggle = useUpdateSalon();
  const move = useMoveSalon();
  const remove = useDeleteSalon(() => setDeleting(null));
  const turnos = useTurnos(placeId);
  const saveTurnos = useSaveTurnos(placeId);
  const title = place.data ? `Salones de ${place.data.sucursal}` : 'Salones';

  return (
    <Stack>
      <BranchPageHeader title={title} onAdd={() => setForm({ salon: null })} canAdd={!!place.data} />
      <Text size="sm" c="dimmed">
        Las familias ven los salones activos en este orden. Un salón con fiestas o apartados no se puede
        eliminar: desactívalo.
      </Text>
      <QueryContent
        queries={[place, salones]}
        errorTitle="No se pudieron cargar los salones"
        isEmpty={salones.data?.length === 0}
        empty="Esta sucursal aún no tiene salones"
      >
        {() => (
          <SalonesList
            salones={salones.data!}
            busy={toggle.isPending || move.isPending}
            onMove={(index, by) => move.mutate({ salones: salones.data!, index, by })}
            onEdit={(salon) => setForm({ salon })}
            onToggle={(salon) =>
              toggle.mutate({ salon, body: { ...salonFields(salon), activo: !salon.activo } })
            }
            onDelete={setDeleting}
          />
        )}
      </QueryContent>
      <QueryContent queries={[turnos]} errorTitle="No se pudieron cargar los turnos">
        {() => (
          <TurnosEditor
            key={JSON.stringify(turnos.data)}
            schedule={turnos.data!}
            saving={saveTurnos.isPending}
            onSave={(schedule) => saveTurnos.mutate(schedule)}
          />
        )}
      </QueryContent>
      {place.data ? <RecursosSection placeId={placeId} /> : null}
      <SalonFormModal
        opened={!!form}
        placeId={placeId}
        salon={form?.salon ?? null}
        onClose={() => setForm(null)}
      />
      <ConfirmDeleteModal
        opened={!!deleting}
        name={deleting?.nombre ?? ''}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </Stack>
  );
}
