import { Select } from '@mantine/core';
import { useActiveSalones } from '../../../lib/api/salones.ts';

/** The Select's text for no salón named: the server takes the first free one that holds the party. */
export const SALON_AUTO_LABEL = 'Automático (el primero libre que cabe)';
const AUTO = 'automatico';

/**
 * Staff may name the salón of an event (docs/product.md, "Salones and turnos"), sent as `salon`; only at a
 * branch of more than one active salón. Null is 'Automático'.
 */
export function SalonSelect(props: {
  placeId: string | null;
  value: string | null;
  onChange: (salon: string | null) => void;
}) {
  const salones = useActiveSalones(props.placeId).data ?? [];
  if (salones.length < 2) return null;
  return (
    <Select
      label="Salón"
      allowDeselect={false}
      data={[
        { value: AUTO, label: SALON_AUTO_LABEL },
        ...salones.map((s) => ({ value: s.uid, label: s.nombre })),
      ]}
      value={props.value ?? AUTO}
      onChange={(v) => props.onChange(v && v !== AUTO ? v : null)}
    />
  );
}
