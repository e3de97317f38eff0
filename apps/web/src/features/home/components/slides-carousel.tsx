import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Box, Skeleton, VisuallyHidden } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { CAROUSEL_INTERVAL_MS, CAROUSEL_SWIPE_PX } from '@salones/shared/constants';
import type { SlideDto } from '@salones/shared/media';
import Autoplay from 'embla-carousel-autoplay';
import { useRef, useState } from 'react';
import { QueryContent } from '../../../components/query-content.tsx';
import { useSlides } from '../../../lib/api/slides.ts';
import classes from './slides-carousel.module.css';

const DEFAULT_SLIDE = '/default-slide.svg';

/** The API makes a 480 px thumbnail and a 1600 px web image (WebP) of every slide; the frame is full width. */
export const slideImageSources = (slide: SlideDto) => ({
  src: slide.imagen,
  srcSet: `${slide.thumb} 480w, ${slide.imagen} 1600w`,
  sizes: '100vw',
});

function SlideImage({ slide, index, total }: { slide: SlideDto; index: number; total: number }) {
  const isFirst = index === 0;
  return (
    <img
      className={classes.image}
      {...slideImageSources(slide)}
      // intrinsic size of the web image (16:9 frame); the frame's CSS sets the box, so nothing shifts
      width={1600}
      height={900}
      alt={`Imagen ${index + 1} de ${total} de nuestras fiestas infantiles`}
      loading={isFirst ? 'eager' : 'lazy'}
      fetchPriority={isFirst ? 'high' : 'auto'}
      decoding="async"
    />
  );
}

/**
 * docs/product.md#2-screens-and-routes home carousel: every 5000 ms, 40 px swipe threshold
 * (docs/product.md#9-business-constants-and-limits), a default image when there are none.
 */
export function SlidesCarousel() {
  const query = useSlides();
  const reduceMotion = useReducedMotion();
  const autoplay = useRef(
    Autoplay({
      delay: CAROUSEL_INTERVAL_MS,
      stopOnInteraction: false,
      stopOnMouseEnter: true,
      playOnInit: !reduceMotion,
    }),
  );

  // no slides, or none to be had: the default image rather than an error over the home page's hero
  const defaultSlide = (
    <Box className={classes.frame}>
      <img
        className={classes.image}
        src={DEFAULT_SLIDE}
        width={1600}
        height={900}
        alt="Globos y confeti: celebra con nosotros"
        fetchPriority="high"
      />
    </Box>
  );
  return (
    <QueryContent
      queries={[query]}
      errorTitle="No pudimos cargar las imágenes"
      loading={<Skeleton className={classes.frame} radius={0} />}
      renderError={() => defaultSlide}
      isEmpty={!query.data?.length}
      empty={defaultSlide}
    >
      {() => <SlidesCarouselView slides={query.data!} autoplay={autoplay.current} />}
    </QueryContent>
  );
}

function SlidesCarouselView({
  slides,
  autoplay,
}: {
  slides: SlideDto[];
  autoplay: ReturnType<typeof Autoplay>;
}) {
  // Mantine's own announcement ('Slide 1 of 3') is English and cannot be renamed: CSS hides it
  // (slides-carousel.module.css) and this one says it in Spanish
  const [current, setCurrent] = useState(0);
  return (
    <>
      <Carousel
        onSlideChange={setCurrent}
        className={classes.frame}
        height="100%"
        aria-roledescription="carrusel"
        aria-label="Imágenes de nuestras fiestas"
        withIndicators={slides.length > 1}
        withControls={slides.length > 1}
        emblaOptions={{ loop: true, dragThreshold: CAROUSEL_SWIPE_PX }}
        plugins={[autoplay]}
        previousControlProps={{ 'aria-label': 'Imagen anterior' }}
        nextControlProps={{ 'aria-label': 'Imagen siguiente' }}
        getIndicatorProps={(i) => ({ 'aria-label': `Ir a la imagen ${i + 1}` })}
      >
        {slides.map((slide, i) => (
          <Carousel.Slide
            key={slide.uid}
            aria-roledescription="diapositiva"
            aria-label={`${i + 1} de ${slides.length}`}
          >
            <SlideImage slide={slide} index={i} total={slides.length} />
          </Carousel.Slide>
        ))}
      </Carousel>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {`Imagen ${current + 1} de ${slides.length}`}
      </VisuallyHidden>
    </>
  );
}
