import {
  Badge,
  Button,
  Card,
  Group,
  List,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { formatLongDate, normalizeDate, todayInMexicoCity } from '@salones/shared/dates';
import type { DaySheet, DaySheetFiesta } from '@salones/shared/day-sheet';
import { DAY_SHEET_MSG } from '@salones/shared/day-sheet';
import { ownBranchOf } from '@salones/shared/permissions';
import { RECURSO_TIPO_LABELS, type RecursoTipo } from '@salones/shared/recursos';
import { IconPrinter } from '@tabler/icons-react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PageMeta } from '../../components/page-meta.tsx';
import { QueryContent } from '../../components/query-content.tsx';
import { usePlaces } from '../../lib/api/places.ts';
import { useDaySheet } from '../../lib/api/recursos.ts';
import { useSession } from '../../lib/session.ts';
import classes from './day-sheet.module.css';

const hoursOf = (f: DaySheetFiesta) => {
  const inicio = f.entrada || f.inicio;
  const fin = f.salida || f.fin;
  return inicio && fin ? `${inicio} a ${fin}` : inicio || fin;
};

function Fiesta({ fiesta }: { fiesta: DaySheetFiesta }) {
  return (
    <Card withBorder padding="sm" className={classes.fiesta} component="li">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap">
          <Text fw={700}>
            {fiesta.turno} · {hoursOf(fiesta)}
          </Text>
          <Badge variant="light">{fiesta.personas} personas</Badge>
        </Group>
        <Text>
          {fiesta.nombre} · {fiesta.cliente}
        </Text>
        <Text size="sm">Paquete: {fiesta.paquete}</Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
          <div>
            <Text size="sm" fw={600}>
              Menú
            </Text>
            {fiesta.menu.length ? (
              <List size="sm">
                {fiesta.menu.map((m) => (
                  <List.Item key={m.campo}>
                    {m.campo}: {m.valor}
                  </List.Item>
                ))}
              </List>
            ) : (
              <Text size="sm">Sin menú registrado</Text>
            )}
          </div>
          <div>
            <Text size="sm" fw={600}>
              Adicionales
            </Text>
            {fiesta.adicionales.length ? (
              <List size="sm">
                {fiesta.adicionales.map((a) => (
                  <List.Item key={a.uid}>
                    {a.piezas} × {a.nombre}
                  </List.Item>
                ))}
              </List>
            ) : (
              <Text size="sm">Sin adicionales</Text>
            )}
          </div>
          <div>
            <Text size="sm" fw={600}>
              Recursos
            </Text>
            {fiesta.recursos.length ? (
              <List size="sm">
                {fiesta.recursos.map((r) => (
                  <List.Item key={r.uid}>
                    {r.nombre} ({RECURSO_TIPO_LABELS[r.tipo as RecursoTipo] ?? r.tipo})
                  </List.Item>
                ))}
              </List>
            ) : (
              <Text size="sm">Sin recursos asignados</Text>
            )}
          </div>
        </SimpleGrid>
        {fiesta.comentarios ? <Text size="sm">Comentarios: {fiesta.comentarios}</Text> : null}
      </Stack>
    </Card>
  );
}

function Sheet({ sheet }: { sheet: DaySheet }) {
  return (
    <Stack>
      <Title order={3}>
        {sheet.lugar.nombre} · {formatLongDate(sheet.fecha)}
      </Title>
      {sheet.salones.map((salon) => (
        <Stack
          key={salon.uid}
          gap="xs"
          className={classes.salon}
          component="section"
          aria-label={salon.nombre}
        >
          <Title order={4}>{salon.nombre}</Title>
          {salon.fiestas.length ? (
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {salon.fiestas.map((f) => (
                <Fiesta key={f.uid} fiesta={f} />
              ))}
            </Stack>
          ) : (
            <Text c="dimmed">{DAY_SHEET_MSG.noParties}</Text>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * /admin/dia/{fecha} ('Hoja del día'): what the kitchen and the floor read in the morning — each salón's parties of
 * the day with hours, package, people, menu, extras and resources; 'Imprimir' prints it without the admin's menu.
 * An admin with a branch reads theirs; others choose the branch (`?lugar=`).
 */
export function DaySheetPage() {
  const { actor } = useSession();
  const navigate = useNavigate();
  const fecha = normalizeDate(useParams().fecha ?? '') ?? todayInMexicoCity();
  const [search, setSearch] = useSearchParams();
  const own = actor ? ownBranchOf(actor) : null;
  const places = usePlaces({ enabled: !own });
  const placeId = own ?? search.get('lugar') ?? places.data?.[0]?.uid ?? null;
  const sheet = useDaySheet(placeId, fecha);
  const go = (day: string, lugar = placeId) =>
    navigate(`/admin/dia/${day}${lugar && !own ? `?lugar=${lugar}` : ''}`);
  return (
    <Stack>
      <PageMeta title="Hoja del día | Administración" />
      <Group justify="space-between" className="no-print">
        <Title order={2}>Hoja del día</Title>
        <Button
          variant="default"
          leftSection={<IconPrinter size={16} aria-hidden />}
          onClick={() => window.print()}
        >
          Imprimir
        </Button>
      </Group>
      <Group className="no-print" align="flex-end">
        <TextInput
          type="date"
          label="Fecha"
          value={fecha}
          onChange={(e) => e.currentTarget.value && go(e.currentTarget.value)}
        />
        {own ? null : (
          <Select
            label="Sucursal"
            data={(places.data ?? []).map((p) => ({ value: p.uid, label: p.sucursal }))}
            value={placeId}
            allowDeselect={false}
            onChange={(lugar) => lugar && setSearch({ lugar })}
          />
        )}
      </Group>
      {placeId ? (
        <QueryContent queries={[sheet]} errorTitle="No se pudo cargar la hoja del día">
          {() => <Sheet sheet={sheet.data!} />}
        </QueryContent>
      ) : null}
    </Stack>
  );
}
