import { SimpleGrid } from '@mantine/core';
import type { SlideDto } from '@salones/shared/media';
import { DeletableImageCard } from '../../../components/deletable-image-card.tsx';

/** Slides of the home carousel, wide like the carousel, each with its delete icon. */
export function SlideGrid(props: { slides: SlideDto[]; onDelete: (slide: SlideDto) => void }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
      {props.slides.map((slide, index) => (
        <DeletableImageCard
          key={slide.uid}
          image={slide}
          alt={`Slide ${index + 1}`}
          height={180}
          deleteLabel={`Eliminar slide ${index + 1}`}
          onDelete={() => props.onDelete(slide)}
        />
      ))}
    </SimpleGrid>
  );
}
