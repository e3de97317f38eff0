import { Box, Button, Container, Group, Text, Title } from '@mantine/core';
import type { PlaceDto } from '@salones/shared/places';
import { IconMapPin } from '@tabler/icons-react';
import classes from './branch-hero.module.css';
import { WhatsAppInlineButton } from './whatsapp-button.tsx';

export function BranchHero({ place, clubName }: { place: PlaceDto; clubName?: string }) {
  return (
    <Box className={classes.hero}>
      <Container size="lg" py={{ base: 40, md: 72 }}>
        {clubName ? (
          <Text fw={600} tt="uppercase" className={classes.kicker}>
            {clubName}
          </Text>
        ) : null}
        <Title order={1} className={classes.title}>
          {place.sucursal}
        </Title>
        {place.direccion ? (
          <Group gap={6} mt="sm" wrap="nowrap" align="flex-start">
            <IconMapPin size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text>{place.direccion}</Text>
          </Group>
        ) : null}
        {place.horario ? <Text mt={4}>{place.horario}</Text> : null}
        <Group mt="lg" gap="sm">
          <Button component="a" href="#paquetes" variant="white" color="grape">
            Ver paquetes
          </Button>
          <Button component="a" href="#disponibilidad" variant="outline" color="white">
            Consultar fecha
          </Button>
          <WhatsAppInlineButton whatsApp={place.whatsApp} sucursal={place.sucursal} />
        </Group>
      </Container>
    </Box>
  );
}
