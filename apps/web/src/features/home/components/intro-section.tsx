import {
  AspectRatio,
  Box,
  Container,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { useSiteInfo } from '../../../lib/api/site.ts';
import classes from './intro-section.module.css';

const VIDEOS = [
  { title: 'Así son nuestras fiestas', caption: 'Un recorrido por nuestros salones' },
  { title: 'Un día de fiesta con nosotros', caption: 'Lo que viven los niños y sus familias' },
];

/**
 * docs/product.md#2-screens-and-routes intro: two videos, each opened in a modal (the player is only mounted
 * while open).
 */
export function IntroSection() {
  const { data: site } = useSiteInfo();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const urls = site?.introVideos ?? [];
  const open = openIndex !== null ? { url: urls[openIndex], ...VIDEOS[openIndex] } : null;

  return (
    <Container size="lg" py={{ base: 40, md: 64 }}>
      <Stack gap="xs" mb="xl" ta="center" align="center">
        <Title order={2}>Conócenos</Title>
        <Text c="gray.7" maw={680}>
          Somos salones de fiestas infantiles pensados para que los niños jueguen, rían y celebren en un lugar
          seguro, mientras tú disfrutas. Nos encargamos de la comida, la decoración y la diversión.
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {VIDEOS.map((video, i) => (
          <UnstyledButton
            key={video.title}
            className={classes.card}
            onClick={() => setOpenIndex(i)}
            disabled={!urls[i]}
          >
            {/* the name comes from the visible text, with this in front (Lighthouse: label-content-name-mismatch) */}
            <VisuallyHidden>Ver video: </VisuallyHidden>
            <AspectRatio ratio={16 / 9}>
              <Box className={classes.poster} data-variant={i}>
                <span className={classes.play} aria-hidden>
                  <IconPlayerPlayFilled size={32} />
                </span>
              </Box>
            </AspectRatio>
            <Box p="md">
              <Text fw={700}>{video.title}</Text>
              <Text size="sm" c="gray.7">
                {video.caption}
              </Text>
            </Box>
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <Modal opened={open !== null} onClose={() => setOpenIndex(null)} title={open?.title} size="xl" centered>
        {open?.url ? (
          <AspectRatio ratio={16 / 9}>
            <iframe
              src={open.url}
              title={open.title}
              allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
              allowFullScreen
              style={{ border: 0 }}
            />
          </AspectRatio>
        ) : null}
      </Modal>
    </Container>
  );
}
