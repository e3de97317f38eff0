import { Button, Container, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { ATTENDANCE_BANDS } from '@salones/shared/constants';
import { IconBalloon, IconCake, IconMoodKid, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageMeta } from '../../components/page-meta.tsx';
import { useClubName } from '../../lib/api/site.ts';

const { basico, grande } = ATTENDANCE_BANDS;
const FEATURES = [
  {
    icon: IconMoodKid,
    title: 'Pensado para los niños',
    text: 'Áreas de juego seguras, animadores y actividades para cada edad.',
  },
  {
    icon: IconCake,
    title: 'Comida y pastel',
    text: 'Menú para adultos y niños, pastel, refrescos y mesa de dulces.',
  },
  {
    icon: IconBalloon,
    title: 'Decoración y diversión',
    text: 'Piñata, shows y decoración del color favorito del festejado.',
  },
  {
    icon: IconUsers,
    title: `De ${basico.min} a ${grande.max} invitados`,
    text: `Paquetes para fiestas de ${basico.min} a ${basico.max} y de ${grande.min} a ${grande.max} personas.`,
  },
];

const STEPS = [
  'Elige la sucursal más cercana y revisa sus paquetes.',
  'Consulta en línea si la fecha y el turno (matutino o vespertino) están disponibles.',
  'Agrega tu paquete favorito al carrito y visítanos o llámanos para apartar la fecha.',
  'El día de la fiesta, nosotros nos encargamos de todo.',
];

/** docs/product.md §2 /descripcion: its content is not specified; a short description of the business. */
export function DescriptionPage() {
  const clubName = useClubName();
  return (
    <Container size="md" py={{ base: 32, md: 56 }}>
      <PageMeta
        title={`Quiénes somos | ${clubName}`}
        description="Conoce nuestros salones de fiestas infantiles: qué incluyen nuestros paquetes y cómo reservar tu fiesta."
      />
      <Stack gap="xl">
        <Stack gap="sm">
          <Title order={1}>Quiénes somos</Title>
          <Text size="lg">
            {clubName} es una cadena de salones de fiestas infantiles en la Ciudad de México y su zona
            metropolitana. Ayudamos a las familias a celebrar cumpleaños, bautizos y fiestas de fin de curso
            con todo incluido, para que los papás también disfruten la fiesta.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <Stack key={title} gap={6}>
              <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
                <Icon size={24} />
              </ThemeIcon>
              <Title order={2} size="h4">
                {title}
              </Title>
              <Text c="gray.7">{text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Stack gap="sm">
          <Title order={2} size="h3">
            ¿Cómo reservar?
          </Title>
          <List type="ordered" spacing="xs">
            {STEPS.map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List>
        </Stack>
        <Group>
          <Button
            component={Link}
            to={{ pathname: '/', hash: 'sucursales' }}
            size="md"
            w={{ base: '100%', sm: 'auto' }}
          >
            Ver sucursales
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
