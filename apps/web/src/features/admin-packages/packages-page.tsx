import { SimpleGrid, Stack } from '@mantine/core';
import { MSG } from '@salones/shared/messages';
import type { PackageDescriptionDto, PackageDto } from '@salones/shared/packages';
import { useState } from 'react';
import { useParams } from 'react-router';
import { BranchPageHeader } from '../../components/branch-page-header.tsx';
import { ConfirmDeleteModal } from '../../components/confirm-delete-modal.tsx';
import { QueryContent } from '../../components/query-content.tsx';
import { usePlace } from '../../lib/api/places.ts';
import { useDeleteDescription } from './api/delete-description.ts';
import { useDeletePackage } from './api/delete-package.ts';
import { useAdminPackages } from './api/list-packages.ts';
import { DescriptionFormModal } from './components/description-form-modal.tsx';
import { PackageCard } from './components/package-card.tsx';
import { PackageFormModal } from './components/package-form-modal.tsx';

/** docs/product.md#2-screens-and-routes /admin/package/{id}: the packages of the branch with that uid. */
export function PackagesPage() {
  const placeId = useParams().id ?? '';
  const place = usePlace(placeId);
  const packages = useAdminPackages(placeId);
  const [form, setForm] = useState<{ pkg: PackageDto | null } | null>(null);
  const [describing, setDescribing] = useState<PackageDto | null>(null);
  const [deletingPackage, setDeletingPackage] = useState<PackageDto | null>(null);
  const [deletingDescription, setDeletingDescription] = useState<PackageDescriptionDto | null>(null);
  const removePackage = useDeletePackage(() => setDeletingPackage(null));
  const removeDescription = useDeleteDescription(() => setDeletingDescription(null));
  const title = place.data ? `Paquetes de ${place.data.sucursal}` : 'Paquetes';

  return (
    <Stack>
      <BranchPageHeader title={title} onAdd={() => setForm({ pkg: null })} canAdd={!!place.data} />
      <QueryContent
        queries={[place, packages]}
        errorTitle="No se pudieron cargar los paquetes"
        isEmpty={packages.data?.length === 0}
        empty={MSG.packagesEmptyAdmin}
      >
        {() => (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {packages.data!.map((pkg) => (
              <PackageCard
                key={pkg.uid}
                pkg={pkg}
                onEdit={() => setForm({ pkg })}
                onDelete={() => setDeletingPackage(pkg)}
                onAddDescription={() => setDescribing(pkg)}
                onDeleteDescription={setDeletingDescription}
              />
            ))}
          </SimpleGrid>
        )}
      </QueryContent>
      <PackageFormModal
        opened={!!form}
        placeId={placeId}
        pkg={form?.pkg ?? null}
        onClose={() => setForm(null)}
      />
      <DescriptionFormModal pkg={describing} onClose={() => setDescribing(null)} />
      <ConfirmDeleteModal
        opened={!!deletingPackage}
        name={deletingPackage?.name ?? ''}
        loading={removePackage.isPending}
        onCancel={() => setDeletingPackage(null)}
        onConfirm={() => deletingPackage && removePackage.mutate(deletingPackage.uid)}
      />
      <ConfirmDeleteModal
        opened={!!deletingDescription}
        name={deletingDescription?.descripcion ?? ''}
        loading={removeDescription.isPending}
        onCancel={() => setDeletingDescription(null)}
        onConfirm={() => deletingDescription && removeDescription.mutate(deletingDescription.uid)}
      />
    </Stack>
  );
}
