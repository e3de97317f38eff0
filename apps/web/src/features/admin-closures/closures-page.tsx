import { Stack, Text, Title } from '@mantine/core';
import type { ClosureDto } from '@salones/shared/closures';
import { mayManageClosure, ownBranchOf } from '@salones/shared/permissions';
import { useState } from 'react';
import { ConfirmDeleteModal } from '../../components/confirm-delete-modal.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { QueryContent } from '../../components/query-content.tsx';
import { useSession } from '../../lib/session.ts';
import { useClosures, useDeleteClosure } from './api/closures.ts';
import { ClosureForm } from './components/closure-form.tsx';
import { ClosuresList, closureBranch, closureDays } from './components/closures-list.tsx';

/**
 * Issue #23.1 /admin/cierres ('Cierres', both staff roles): the days a branch, or every branch, is closed, with
 * the reason families see on the calendar. A super_admin (and an admin of no branch) manages every branch's; an
 * admin with a branch only theirs — the API decides (docs/product.md §10), the screen hides what it would refuse.
 */
export function ClosuresPage() {
  const { actor } = useSession();
  const closures = useClosures();
  const [deleting, setDeleting] = useState<ClosureDto | null>(null);
  const remove = useDeleteClosure(() => setDeleting(null));
  if (!actor) return null;
  const ownPlace = ownBranchOf(actor);
  return (
    <Stack>
      <PageMeta title="Cierres | Administración" />
      <Title order={2}>Cierres</Title>
      <Text size="sm" c="dimmed">
        En un día cerrado las familias no pueden solicitar fecha y el calendario de la sucursal muestra el
        motivo. Los cierres que ya terminaron no se muestran.
      </Text>
      <ClosureForm ownPlace={ownPlace} />
      <QueryContent
        queries={[closures]}
        errorTitle="No se pudieron cargar los cierres"
        isEmpty={closures.data?.length === 0}
        empty="Sin cierres próximos"
      >
        {() => (
          <ClosuresList
            closures={closures.data!}
            mayDelete={(c) => mayManageClosure(actor, c.lugar)}
            onDelete={setDeleting}
          />
        )}
      </QueryContent>
      <ConfirmDeleteModal
        opened={!!deleting}
        name={deleting ? `“${deleting.motivo}” (${closureBranch(deleting)}, ${closureDays(deleting)})` : ''}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting._id)}
      />
    </Stack>
  );
}
