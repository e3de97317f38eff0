import { Box, Container, Skeleton, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useClubName } from '../../components/layout/api/get-site-info.ts';
import { LoadError } from '../../components/load-error.tsx';
import { NotFoundPage } from '../../components/not-found-page.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { usePlaceByName } from './api/get-place-by-name.ts';
import { AvailabilityForm } from './components/availability-form.tsx';
import { BranchAnchorBar } from './components/branch-anchor-bar.tsx';
import { BranchHero } from './components/branch-hero.tsx';
import { GallerySection } from './components/gallery-section.tsx';
import { LocationSection } from './components/location-section.tsx';
import { PackagesSection } from './components/packages-section.tsx';
import { WhatsAppButton } from './components/whatsapp-button.tsx';

const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

function Section({ id, children, tinted }: { id: string; children: React.ReactNode; tinted?: boolean }) {
  return (
    <Box component="section" id={id} bg={tinted ? 'gray.0' : undefined}>
      <Container size="lg" py={{ base: 32, md: 56 }}>
        {children}
      </Container>
    </Box>
  );
}

/** spec §2 /{lugarname}: the branch profile; an unknown slug shows the not-found page. */
export function BranchPage() {
  const { lugarname = '' } = useParams();
  const { data: place, isLoading, error, refetch } = usePlaceByName(lugarname);
  const clubName = useClubName();

  if (isLoading) {
    return (
      <Stack gap="lg" pb="xl">
        <Skeleton height={240} radius={0} />
        <Container size="lg" w="100%">
          <Skeleton height={200} radius="lg" />
        </Container>
      </Stack>
    );
  }
  if (isMissing(error) || (!error && !place)) return <NotFoundPage />;
  if (error || !place) {
    return (
      <Container size="md" py="xl">
        <LoadError title="No pudimos cargar la sucursal" error={error} onRetry={() => refetch()} />
      </Container>
    );
  }
  return (
    <>
      <PageMeta
        title={`${clubName} ${place.sucursal}`}
        description={`Paquetes, disponibilidad, fotos y ubicación de ${place.sucursal}: fiestas infantiles todo incluido.`}
      />
      <Box component="section" id="inicio">
        <BranchHero place={place} clubName={clubName} />
      </Box>
      <BranchAnchorBar />
      <Section id="disponibilidad">
        <AvailabilityForm placeId={place.uid} />
      </Section>
      <Section id="paquetes" tinted>
        <PackagesSection place={place} />
      </Section>
      <Section id="galeria">
        <GallerySection placeId={place.uid} sucursal={place.sucursal} />
      </Section>
      <Section id="ubicacion" tinted>
        <LocationSection place={place} />
      </Section>
      <WhatsAppButton whatsApp={place.whatsApp} sucursal={place.sucursal} />
    </>
  );
}
