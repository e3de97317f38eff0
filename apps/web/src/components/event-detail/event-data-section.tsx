import { List, SimpleGrid, Text, Title } from '@mantine/core';
import { formatDateMx, toTime24 } from '@salones/shared/dates';
import { CONTRACT_LABELS, type contractOpenFields, fullName } from '@salones/shared/event-contract';
import { MSG } from '@salones/shared/messages';
import { formatMoney } from '@salones/shared/money';
import type { EventDetailData } from './event-detail-data.ts';
import { InfoItem } from './info-item.tsx';

const L = CONTRACT_LABELS.data;

export function EventDataSection({
  event,
  open,
}: {
  event: EventDetailData;
  /** the contract page: hours from the turno, an online booking's seller (contractOpenFields) */
  open?: ReturnType<typeof contractOpenFields>;
}) {
  return (
    <section aria-labelledby="event-detail-data">
      <Title order={3} id="event-detail-data" mb="sm">
        {L.title}
      </Title>
      <SimpleGrid cols={{ base: 2, md: 3 }} spacing="md" verticalSpacing="sm">
        <InfoItem label={L.evento} value={event.name} fallback={MSG.fallbackEventName} />
        <InfoItem label={L.cliente} value={fullName({ name: event.userName, lastname: event.lastname })} />
        <InfoItem label={L.paquete} value={event.paqueteName} fallback={MSG.fallbackPackage} />
        <InfoItem label={L.turno} value={event.turno} fallback={MSG.fallbackTurno} />
        <InfoItem label={L.personas} value={event.personas || ''} fallback={MSG.fallbackPersonas} />
        <InfoItem label={L.fecha} value={formatDateMx(event.fecha)} fallback={MSG.fallbackFecha} />
        <InfoItem
          label={L.entrada}
          value={open ? open.entrada : toTime24(event.entrada)}
          fallback={open?.open}
        />
        <InfoItem
          label={L.salida}
          value={open ? open.salida : toTime24(event.salida)}
          fallback={open?.open}
        />
        <InfoItem label={L.lugar} value={event.lugar?.sucursal} fallback={MSG.fallbackLugar} />
        {event.salonMostrado ? <InfoItem label={L.salon} value={event.salonMostrado} /> : null}
        {event.lugar?.direccion ? <InfoItem label={L.direccion} value={event.lugar.direccion} /> : null}
        <InfoItem label={L.vendedor} value={open ? open.vendedor : fullName(event.creador)} />
        <InfoItem label={L.total} value={formatMoney(event.precioTotal)} />
      </SimpleGrid>
      {event.paqueteDescripciones ? (
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600} mt="md">
            El paquete incluye
          </Text>
          {event.paqueteDescripciones.length ? (
            <List size="sm">
              {event.paqueteDescripciones.map((d) => (
                <List.Item key={d}>{d}</List.Item>
              ))}
            </List>
          ) : (
            <Text fs="italic" c="dimmed">
              {MSG.fallbackDescription}
            </Text>
          )}
        </div>
      ) : null}
    </section>
  );
}
