import { Anchor, AspectRatio, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { DEFAULT_BRANCH_PHONE } from '@salones/shared/constants';
import { mapsSearchUrl, type PlaceDto } from '@salones/shared/places';
import { IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { lazyFrameFallback, watchLazyFrames } from '../../../lib/lazy-frame.ts';
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
 * The map embed (Google Maps: ~1 MB and its own scripts), made only as its room comes into view
 * (lib/lazy-frame.ts: by the entry on the server's page, here on a page the app renders) — with no app
 * started for it, and in a <noscript> for a browser without JavaScript. The room's inner HTML is React's
 * only as the server wrote it: the iframe put in it is left alone when the app hydrates or re-renders.
 */
function BranchMap({ place }: { place: PlaceDto }) {
  const room = useRef<HTMLDivElement>(null);
  const title = `Mapa de ${place.sucursal}`;
  useEffect(() => (room.current ? watchLazyFrames([room.current]) : undefined), []);
  return (
    <div
      ref={room}
      style={MAP_STYLE}
      data-lazy-frame={place.mapaURL}
      data-frame-title={title}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the noscript fallback, its attributes escaped
      dangerouslySetInnerHTML={{ __html: lazyFrameFallback(place.mapaURL, title) }}
    />
  );
}

/**
 * docs/product.md#2-screens-and-routes: a map embed only when the branch has a map URL, and a contact block.
 */
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
