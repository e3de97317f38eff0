import { List, SimpleGrid, Text, Title } from '@mantine/core';
import { formatDateMx } from '@salones/shared/dates';
import { MSG } from '@salones/shared/messages';
import { formatMoney } from '@salones/shared/money';
import { type EventDetailData, fullName } from './event-detail-data.ts';
import { InfoItem } from './info-item.tsx';

export function EventDataSection({ event }: { event: EventDetailData }) {
  return (
    <section aria-labelledby="event-detail-data">
      <Title order={3} id="event-detail-data" mb="sm">
        Datos del evento
      </Title>
      <SimpleGrid cols={{ base: 2, md: 3 }} spacing="md" verticalSpacing="sm">
        <InfoItem label="Evento" value={event.name} fallback={MSG.fallbackEventName} />
        <InfoItem label="Cliente" value={fullName({ name: event.userName, lastname: event.lastname })} />
        <InfoItem label="Paquete" value={event.paqueteName} fallback={MSG.fallbackPackage} />
        <InfoItem label="Turno" value={event.turno} fallback={MSG.fallbackTurno} />
        <InfoItem label="Personas" value={event.personas || ''} fallback={MSG.fallbackPersonas} />
        <InfoItem label="Fecha" value={formatDateMx(event.fecha)} fallback={MSG.fallbackFecha} />
        <InfoItem label="Hora de entrada" value={event.entrada} />
        <InfoItem label="Hora de salida" value={event.salida} />
        <InfoItem label="Lugar" value={event.lugar?.sucursal} fallback={MSG.fallbackLugar} />
        {event.lugar?.direccion ? <InfoItem label="Dirección" value={event.lugar.direccion} /> : null}
        <InfoItem label="Vendedor" value={fullName(event.creador)} />
        <InfoItem label="Total" value={formatMoney(event.precioTotal)} />
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
