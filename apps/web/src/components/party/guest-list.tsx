import { Alert, Badge, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import {
  GUEST_CSV_HEADERS,
  type GuestListResponse,
  guestCsvRow,
  INVITATION_TEXT as T,
} from '@salones/shared/invitations';
import { toCsv } from '@salones/shared/reports';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMarkArrival } from '../../lib/api/invitations.ts';
import { saveBlob } from '../../lib/api-file.ts';
import { DownloadButton } from '../download-button.tsx';

/** '72 de 80 confirmados', and the warning when the answers exceed the contract. */
export function HeadCount({ data }: { data: GuestListResponse }) {
  const confirmados = data.totales.ninos + data.totales.adultos;
  const alergias = data.invitados.filter((g) => g.asistira && g.alergias);
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Text fw={700} size="lg" data-testid="head-count">
          {T.headCount(confirmados, data.personas)}
        </Text>
        <Badge variant="light">{T.people(data.totales.ninos, data.totales.adultos)}</Badge>
        <Badge variant="light" color="gray">
          {T.notComing(data.totales.no)}
        </Badge>
      </Group>
      {confirmados > data.personas && (
        <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
          {T.overContract(confirmados, data.personas)}
        </Alert>
      )}
      {alergias.length > 0 && (
        <div>
          <Text fw={600}>{T.allergies}</Text>
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {alergias.map((g) => (
              <li key={g.uid}>{`${g.nombre}: ${g.alergias}`}</li>
            ))}
          </ul>
        </div>
      )}
    </Stack>
  );
}

/** The answers: name, yes/no, niños, adultos, alergias (and the arrival box for staff); CSV download. */
export function GuestList(props: { eventId: string; data: GuestListResponse; canMarkArrival?: boolean }) {
  const { data } = props;
  const arrival = useMarkArrival(props.eventId);
  const download = async () => {
    const csv = toCsv(GUEST_CSV_HEADERS, data.invitados.map(guestCsvRow));
    saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), 'invitados.csv');
  };
  if (data.invitados.length === 0) return <Text c="dimmed">{T.noAnswers}</Text>;
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={420}>
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Nombre</Table.Th>
              <Table.Th>¿Asiste?</Table.Th>
              <Table.Th>{T.ninos}</Table.Th>
              <Table.Th>{T.adultos}</Table.Th>
              <Table.Th>{T.allergies}</Table.Th>
              {props.canMarkArrival && <Table.Th>{T.arrived}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.invitados.map((g) => (
              <Table.Tr key={g.uid}>
                <Table.Td>
                  {g.nombre}
                  {g.telefono && (
                    <Text size="xs" c="dimmed">
                      {g.telefono}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Badge color={g.asistira ? 'green' : 'gray'} variant="light">
                    {g.asistira ? 'Sí' : 'No'}
                  </Badge>
                </Table.Td>
                <Table.Td>{g.ninos}</Table.Td>
                <Table.Td>{g.adultos}</Table.Td>
                <Table.Td>{g.alergias || '—'}</Table.Td>
                {props.canMarkArrival && (
                  <Table.Td>
                    <Checkbox
                      size="lg"
                      aria-label={`${T.markArrival}: ${g.nombre}`}
                      checked={g.llegada}
                      disabled={arrival.isPending}
                      onChange={(e) => arrival.mutate({ rsvpId: g.uid, llegada: e.currentTarget.checked })}
                    />
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group>
        <DownloadButton download={download}>{T.downloadCsv}</DownloadButton>
      </Group>
    </Stack>
  );
}

/** Staff: the head count, allergies, warning and the arrivals list of an event (event view, calendar drawer). */
export function StaffGuests(props: { eventId: string; data: GuestListResponse | undefined }) {
  if (!props.data || (!props.data.invitacion && props.data.invitados.length === 0)) return null;
  return (
    <Stack gap="xs" aria-label={T.guests} component="section">
      <Text fw={700}>{T.guests}</Text>
      <HeadCount data={props.data} />
      <GuestList eventId={props.eventId} data={props.data} canMarkArrival />
    </Stack>
  );
}
