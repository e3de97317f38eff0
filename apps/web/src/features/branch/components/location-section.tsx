import { Anchor, AspectRatio, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { DEFAULT_BRANCH_PHONE } from '@salones/shared/constants';
import { mapsSearchUrl, type PlaceDto } from '@salones/shared/places';
import { IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { telHref } from '../branch-links.ts';

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Text component="div" style={{ display: 'flex', gap: 10, alignItems: 'flex-start' }}>
      <span aria-hidden style={{ flexShrink: 0, marginTop: 3, color: 'var(--mantine-color-grape-6)' }}>
        {icon}
      </span>
      <span style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{children}</span>
    </Text>
  );
}

const MAP_STYLE = {
  border: 0,
  borderRadius: 'var(--mantine-radius-lg)',
  background: 'var(--mantine-color-gray-2)',
};

/**
 * The map embed (Google Maps: ~1 MB and its own scripts), in the server's HTML with the browser's own lazy
 * loading: fetched only as a visitor scrolls near it, with or without JavaScript, and no app started for it.
 */
function BranchMap({ place }: { place: PlaceDto }) {
  return (
    <iframe
      src={place.mapaURL}
      title={`Mapa de ${place.sucursal}`}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
      style={MAP_STYLE}
      allowFullScreen
    />
  );
}

/** docs/product.md §2: a map embed only when the branch has a map URL, and a contact block. */
export function LocationSection({ place }: { place: PlaceDto }) {
  const phone = place.phone.trim() || DEFAULT_BRANCH_PHONE;
  const hasMap = !!place.mapaURL.trim();
  return (
    <>
      <Title order={2} mb="md">
        Ubicación
      </Title>
      <Grid gap="lg">
        {hasMap ? (
          <Grid.Col span={{ base: 12, md: 7 }}>
            <AspectRatio ratio={4 / 3}>
              <BranchMap place={place} />
            </AspectRatio>
          </Grid.Col>
        ) : null}
        <Grid.Col span={{ base: 12, md: hasMap ? 5 : 12 }}>
          <Paper withBorder radius="lg" p="lg" data-testid="branch-contact">
            <Stack gap="sm">
              <Title order={3}>{place.sucursal}</Title>
              <Line icon={<IconPhone size={18} />}>
                <Anchor href={telHref(phone)}>{phone}</Anchor>
              </Line>
              {place.direccion ? (
                <Line icon={<IconMapPin size={18} />}>
                  <Anchor href={mapsSearchUrl(place.direccion)} target="_blank" rel="noopener noreferrer">
                    {place.direccion}
                  </Anchor>
                </Line>
              ) : null}
              {place.horario ? <Line icon={<IconClock size={18} />}>{place.horario}</Line> : null}
              {place.email ? (
                <Line icon={<IconMail size={18} />}>
                  <Anchor href={`mailto:${place.email}`}>{place.email}</Anchor>
                </Line>
              ) : null}
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </>
  );
}
