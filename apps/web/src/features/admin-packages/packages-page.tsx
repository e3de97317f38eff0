import { Anchor, Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { MSG } from '@salones/shared/messages';
import type { PackageDescriptionDto, PackageDto } from '@salones/shared/packages';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ConfirmDeleteModal } from '../../components/confirm-delete-modal.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { QueryContent } from '../../components/query-content.tsx';
import { usePlace } from '../../lib/api/places.ts';
import { useDeleteDescription } from './api/delete-description.ts';
import { useDeletePackage } from './api/delete-package.ts';
import { useAdminPackages } from './api/list-packages.ts';
import { DescriptionFormModal } from './components/description-form-modal.tsx';
import { PackageCard } from './components/package-card.tsx';
import { PackageFormModal } from './components/package-form-modal.tsx';

/** spec §2 /admin/package/{id}: the packages of the branch with that uid. */
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
      <PageMeta title={`${title} | Administración`} />
      <Anchor component={Link} to="/admin/places" size="sm">
        ← Sucursales
      </Anchor>
      <Group justify="space-between">
        <Title order={2}>{title}</Title>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setForm({ pkg: null })}
          disabled={!place.data}
        >
          Agregar
        </Button>
      </Group>
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
