import { Anchor, Paper, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { DEFAULT_BRANCH_PHONE } from '@salones/shared/constants';
import type { PlaceDto } from '@salones/shared/places';
import { QueryContent } from '../../../components/query-content.tsx';
import { usePlacePackages } from '../../../lib/api/packages.ts';
import { telHref } from '../branch-links.ts';
import { PackageCard } from './package-card.tsx';

export function PackagesSection({ place }: { place: PlaceDto }) {
  const packages = usePlacePackages(place.uid);
  // docs/product.md#2-screens-and-routes: with no packages, ask to call the branch (a default phone when it
  // has none).
  const phone = place.phone.trim() || DEFAULT_BRANCH_PHONE;
  return (
    <>
      <Title order={2} mb="md">
        Paquetes
      </Title>
      <QueryContent
        queries={[packages]}
        errorTitle="No pudimos cargar los paquetes"
        loading={
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            <Skeleton height={260} radius="lg" />
            <Skeleton height={260} radius="lg" />
          </SimpleGrid>
        }
        isEmpty={packages.data?.length === 0}
        empty={
          <Paper withBorder radius="lg" p="lg" data-testid="packages-empty">
            <Text>
              Por el momento no tenemos paquetes publicados en esta sucursal. Llámanos al{' '}
              <Anchor href={telHref(phone)} fw={700}>
                {phone}
              </Anchor>{' '}
              y con gusto te damos toda la información.
            </Text>
          </Paper>
        }
      >
        {() => (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {packages.data!.map((p) => (
              <PackageCard key={p.uid} paquete={p} lugarname={place.lugarname} />
            ))}
          </SimpleGrid>
        )}
      </QueryContent>
    </>
  );
}
