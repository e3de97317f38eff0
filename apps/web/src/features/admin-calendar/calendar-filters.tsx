import { Group, Select } from '@mantine/core';
import { salonRoutes } from '@salones/shared/contract/salones';
import { STAFF_CALENDAR_MSG as T } from '@salones/shared/staff-calendar';
import { useQuery } from '@tanstack/react-query';
import { useRecursos } from '../../lib/api/recursos.ts';
import { callApi } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import type { CalendarFilters } from './api/calendar-events.ts';

/** One branch's calendar narrowed to a salón's parties or a resource's (docs/product.md, "Staff calendar"). */
export function CalendarFilterSelects(props: {
  lugar: string;
  value: CalendarFilters;
  onChange: (filters: CalendarFilters) => void;
}) {
  const salones = useQuery({
    queryKey: queryKeys.salones.byPlace(props.lugar),
    queryFn: ({ signal }) =>
      callApi(salonRoutes.list, { params: { placeId: props.lugar }, query: { todos: 'true' }, signal }).then(
        (r) => r.salones,
      ),
  });
  const recursos = useRecursos(props.lugar);
  return (
    <Group gap="sm" align="flex-end">
      <Select
        label={T.salonLabel}
        placeholder={T.allSalones}
        clearable
        data={(salones.data ?? []).map((s) => ({ value: s.uid, label: s.nombre }))}
        value={props.value.salon}
        onChange={(salon) => props.onChange({ ...props.value, salon })}
        maw={{ base: '100%', sm: 240 }}
      />
      <Select
        label={T.recursoLabel}
        placeholder={T.allRecursos}
        clearable
        data={(recursos.data ?? []).map((r) => ({ value: r.uid, label: r.nombre }))}
        value={props.value.recurso}
        onChange={(recurso) => props.onChange({ ...props.value, recurso })}
        maw={{ base: '100%', sm: 240 }}
      />
    </Group>
  );
}
