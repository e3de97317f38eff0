import { Select, type SelectProps } from '@mantine/core';
import { usePlaces } from '../lib/api/places.ts';

/**
 * The 'Sucursal' filter of the staff lists and reports: every branch, searchable, cleared to 'Todas las
 * sucursales'. Render it only for staff who may see every branch (an admin's lists are their branch's).
 */
export function BranchFilterSelect(
  props: {
    value: string | undefined | null;
    onChange: (lugar: string | undefined) => void;
  } & Pick<SelectProps, 'maw'>,
) {
  const places = usePlaces();
  return (
    <Select
      label="Sucursal"
      placeholder={places.isError ? 'No se pudo cargar la lista' : 'Todas las sucursales'}
      data={(places.data ?? []).map((p) => ({ value: p.uid, label: p.sucursal }))}
      value={props.value ?? null}
      onChange={(lugar) => props.onChange(lugar ?? undefined)}
      searchable
      clearable
      nothingFoundMessage="Sin coincidencias"
      maw={props.maw}
    />
  );
}
