import { Button, Group, MultiSelect, Stack, Text } from '@mantine/core';
import { RECURSO_TIPO_LABELS, RECURSOS_PER_EVENT_MAX } from '@salones/shared/recursos';
import { useState } from 'react';
import { QueryContent } from '../../../components/query-content.tsx';
import { useAssignRecursos, useEventRecursos, useRecursos } from '../../../lib/api/recursos.ts';

/**
 * The party's resources: a choice among the branch's active ones (and those it already has). Saving sends the whole
 * set; when one is at another party at that hour the API refuses it ('… ya tiene una fiesta a esa hora') as a toast.
 */
export function EventRecursos({ eventId, placeId }: { eventId: string; placeId: string }) {
  const assigned = useEventRecursos(eventId);
  const recursos = useRecursos(placeId);
  return (
    <QueryContent queries={[assigned, recursos]} errorTitle="No se pudieron cargar los recursos">
      {() => (
        <RecursosPicker
          key={assigned.data!.map((r) => r.uid).join()}
          eventId={eventId}
          assignedIds={assigned.data!.map((r) => r.uid)}
          options={recursos
            .data!.filter((r) => r.activo || assigned.data!.some((a) => a.uid === r.uid))
            .map((r) => ({ value: r.uid, label: `${r.nombre} (${RECURSO_TIPO_LABELS[r.tipo]})` }))}
        />
      )}
    </QueryContent>
  );
}

function RecursosPicker(props: {
  eventId: string;
  assignedIds: string[];
  options: { value: string; label: string }[];
}) {
  const [chosen, setChosen] = useState(props.assignedIds);
  const save = useAssignRecursos(props.eventId);
  const changed = chosen.join() !== props.assignedIds.join();
  if (props.options.length === 0)
    return <Text c="dimmed">La sucursal aún no tiene recursos: agrégalos en sus Salones.</Text>;
  return (
    <Stack gap="xs">
      <MultiSelect
        label="Recursos asignados"
        placeholder="Elige animadores, fotógrafos…"
        data={props.options}
        value={chosen}
        onChange={setChosen}
        maxValues={RECURSOS_PER_EVENT_MAX}
        searchable
        clearable
      />
      <Group>
        <Button onClick={() => save.mutate(chosen)} loading={save.isPending} disabled={!changed}>
          Guardar recursos
        </Button>
      </Group>
    </Stack>
  );
}
