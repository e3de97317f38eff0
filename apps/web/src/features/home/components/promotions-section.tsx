import { Box, Button, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBalloon, IconCalendarCheck, IconGift } from '@tabler/icons-react';

// docs/product.md#2-screens-and-routes: the contents of the promotions section are not specified; no prices
// are promised here.
const ITEMS = [
  {
    icon: IconGift,
    title: 'Paquetes todo incluido',
    text: 'Salón, comida, pastel, piñata y animación en un solo paquete, sin preocuparte por nada.',
  },
  {
    icon: IconCalendarCheck,
    title: 'Aparta tu fecha con anticipación',
    text: 'Consulta en línea la disponibilidad de tu sucursal y asegura el día de la fiesta.',
  },
  {
    icon: IconBalloon,
    title: 'Promociones de temporada',
    text: 'Pregunta en tu sucursal por las promociones vigentes para fiestas entre semana.',
  },
];

export function PromotionsSection() {
  return (
    <Box bg="grape.0">
      <Container size="lg" py={{ base: 40, md: 64 }}>
        <Stack gap="xs" mb="xl" ta="center" align="center">
          <Title order={2}>Promociones</Title>
          <Text c="gray.7" maw={620}>
            Celebra más por menos: conoce lo que incluye cada paquete y las ventajas de reservar con nosotros.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {ITEMS.map(({ icon: Icon, title, text }) => (
            <Stack
              key={title}
              gap="sm"
              p="lg"
              bg="white"
              style={{ borderRadius: 'var(--mantine-radius-lg)' }}
            >
              <ThemeIcon size={48} radius="xl" variant="light">
                <Icon size={26} aria-hidden />
              </ThemeIcon>
              <Title order={3} size="h4">
                {title}
              </Title>
              <Text size="sm">{text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Stack align="center" mt="xl">
          <Button component="a" href="#sucursales" size="md">
            Encuentra tu sucursal
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
