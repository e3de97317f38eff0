import { Box, Container, Skeleton, Stack } from '@mantine/core';
import type { PlaceDto } from '@salones/shared/places';
import { useParams } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { NotFoundPage } from '../../components/not-found-page.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { QueryContent } from '../../components/query-content.tsx';
import { useGallery } from '../../lib/api/gallery.ts';
import { MONTH_STALE_MS } from '../../lib/api/month-availability-fetch.ts';
import { usePlacePackages } from '../../lib/api/packages.ts';
import { usePlaceByName } from '../../lib/api/places.ts';
import { useClubName } from '../../lib/api/site.ts';
import { ApiError } from '../../lib/api-client.ts';
import { branchBusiness } from '../../lib/structured-data.ts';
import { AvailabilityCalendarSection } from './components/availability-calendar-section.tsx';
import { AvailabilityCheck } from './components/availability-check.tsx';
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

/**
 * docs/product.md#2-screens-and-routes /{lugarname}: the branch profile; an unknown slug shows the not-found
 * page.
 */
export function BranchPage() {
  const { lugarname = '' } = useParams();
  const query = usePlaceByName(lugarname);
  return (
    <QueryContent
      queries={[query]}
      errorTitle="No pudimos cargar la sucursal"
      loading={
        <Stack gap="lg" pb="xl">
          <Skeleton height={240} radius={0} />
          <Container size="lg" w="100%">
            <Skeleton height={200} radius="lg" />
          </Container>
        </Stack>
      }
      renderError={(error, retry) =>
        isMissing(error) ? (
          <NotFoundPage />
        ) : (
          <Container size="md" py="xl">
            <LoadError title="No pudimos cargar la sucursal" error={error} onRetry={retry} />
          </Container>
        )
      }
      isEmpty={!query.data}
      empty={<NotFoundPage />}
    >
      {() => <BranchProfile place={query.data!} />}
    </QueryContent>
  );
}

function BranchProfile({ place }: { place: PlaceDto }) {
  const clubName = useClubName();
  // already in the cache: the server render fetched them with the page (no request of their own here)
  const packages = usePlacePackages(place.uid).data ?? [];
  const image = useGallery(place.uid).data?.[0]?.imagen;
  return (
    <>
      <PageMeta
        title={`${clubName} ${place.sucursal}`}
        description={`Paquetes, disponibilidad, fotos y ubicación de ${place.sucursal}: fiestas infantiles todo incluido.`}
        image={image}
        jsonLd={[branchBusiness(place, packages, image)]}
        // the calendar's first month is drawn with its turnos' states: kept no longer than the calendar keeps a month
        keptForMs={MONTH_STALE_MS}
      />
      <Box component="section" id="inicio">
        <BranchHero place={place} clubName={clubName} />
      </Box>
      <BranchAnchorBar />
      <Section id="disponibilidad">
        <AvailabilityCheck place={place} />
        <AvailabilityCalendarSection place={place} />
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
