import 'yet-another-react-lightbox/styles.css';
import { Paper, SimpleGrid, Skeleton, Text, Title, UnstyledButton } from '@mantine/core';
import { WIDGET_LABELS } from '@salones/shared/messages';
import { useState } from 'react';
import Lightbox, { type Labels } from 'yet-another-react-lightbox';
import { QueryContent } from '../../../components/query-content.tsx';
import { useGallery } from '../../../lib/api/gallery.ts';
import classes from './gallery-section.module.css';

// The lightbox names its dialog and buttons in English unless told otherwise (screen readers read them).
const LIGHTBOX_LABELS: Labels = {
  Lightbox: WIDGET_LABELS.lightbox,
  'Photo gallery': WIDGET_LABELS.lightboxPhotos,
  Carousel: WIDGET_LABELS.lightboxCarousel,
  Slide: WIDGET_LABELS.lightboxSlide,
  '{index} of {total}': WIDGET_LABELS.lightboxPosition,
  Previous: WIDGET_LABELS.lightboxPrevious,
  Next: WIDGET_LABELS.lightboxNext,
  Close: WIDGET_LABELS.lightboxClose,
};

export function GallerySection({ placeId, sucursal }: { placeId: string; sucursal: string }) {
  const gallery = useGallery(placeId);
  const images = gallery.data ?? [];
  const [index, setIndex] = useState(-1);
  const slides = images.map((img, i) => ({
    src: img.imagen,
    alt: `Foto ${i + 1} de ${sucursal}`,
  }));

  return (
    <>
      <Title order={2} mb="md">
        Galería
      </Title>
      <QueryContent
        queries={[gallery]}
        errorTitle="No pudimos cargar la galería"
        loading={
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }}>
            {[1, 2, 3, 4].map((n) => (
              <Skeleton key={n} className={classes.tile} />
            ))}
          </SimpleGrid>
        }
        isEmpty={images.length === 0}
        empty={
          <Paper withBorder radius="lg" p="lg">
            <Text c="gray.7">Muy pronto compartiremos aquí las fotos de esta sucursal.</Text>
          </Paper>
        }
      >
        {() => (
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
            {images.map((img, i) => (
              <UnstyledButton
                key={img.uid}
                className={classes.tile}
                onClick={() => setIndex(i)}
                aria-label={`Ampliar foto ${i + 1} de ${sucursal}`}
              >
                <img
                  className={classes.image}
                  src={img.thumb}
                  // the API's WebP variants: a 480 px thumbnail and a 1600 px web image
                  srcSet={`${img.thumb} 480w, ${img.imagen} 1600w`}
                  sizes="(min-width: 62em) 25vw, (min-width: 48em) 33vw, 50vw"
                  width={480}
                  height={360}
                  alt={slides[i].alt}
                  loading="lazy"
                  decoding="async"
                />
              </UnstyledButton>
            ))}
          </SimpleGrid>
        )}
      </QueryContent>
      <Lightbox
        open={index >= 0}
        index={Math.max(index, 0)}
        close={() => setIndex(-1)}
        slides={slides}
        labels={LIGHTBOX_LABELS}
      />
    </>
  );
}
