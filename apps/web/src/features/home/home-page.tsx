import { Box, VisuallyHidden } from '@mantine/core';
import { PageMeta } from '../../components/page-meta.tsx';
import { usePlaces } from '../../lib/api/places.ts';
import { useClubName } from '../../lib/api/site.ts';
import { useSlides } from '../../lib/api/slides.ts';
import { branchBusiness } from '../../lib/structured-data.ts';
import { BranchSelector } from './components/branch-selector.tsx';
import { IntroSection } from './components/intro-section.tsx';
import { PromotionsSection } from './components/promotions-section.tsx';
import { SlidesCarousel, slideImageSources } from './components/slides-carousel.tsx';

const DESCRIPTION =
  'Salones de fiestas infantiles en la Ciudad de México: paquetes todo incluido, consulta de disponibilidad en línea y varias sucursales para la fiesta de tus hijos.';

/**
 * docs/product.md#2-screens-and-routes "/": sections home, conocenos, promociones, sucursales (the navbar
 * scrolls to these ids).
 */
export function HomePage() {
  const clubName = useClubName();
  const firstSlide = useSlides().data?.[0];
  const places = usePlaces().data ?? [];
  return (
    <>
      <PageMeta
        title={`${clubName} | Salones de fiestas infantiles`}
        description={DESCRIPTION}
        image={firstSlide?.imagen}
        jsonLd={places.map((place) => branchBusiness(place))}
        preloadImage={firstSlide && slideImageSources(firstSlide)}
      />
      <Box component="section" id="home" aria-label="Inicio">
        <VisuallyHidden component="h1">{clubName}</VisuallyHidden>
        <SlidesCarousel />
      </Box>
      <Box component="section" id="conocenos">
        <IntroSection />
      </Box>
      <Box component="section" id="promociones">
        <PromotionsSection />
      </Box>
      <Box component="section" id="sucursales">
        <BranchSelector />
      </Box>
    </>
  );
}
