import { Button, Group, Table, Text } from '@mantine/core';
import { MSG } from '@salones/shared/messages';
import type { PlaceDto } from '@salones/shared/places';
import { IconBuildingWarehouse, IconPackage, IconPhoto } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AdminTable } from '../../../components/admin-table.tsx';
import { EditDeleteButtons } from '../../../components/edit-delete-buttons.tsx';

/** A branch's own screens, opened from its row. */
const PLACE_LINKS = [
  { label: 'Galeria', path: 'gallery', Icon: IconPhoto },
  { label: 'Paquetes', path: 'package', Icon: IconPackage },
  { label: 'Salones', path: 'salones', Icon: IconBuildingWarehouse },
] as const;

/** docs/product.md#2-screens-and-routes /admin/places: Sucursal, E-mail, Teléfono, Horario, Opciones. */
export function PlacesTable(props: {
  places: PlaceDto[];
  onEdit: (place: PlaceDto) => void;
  onDelete: (place: PlaceDto) => void;
}) {
  return (
    <AdminTable minWidth={1000} headers={['Sucursal', 'E-mail', 'Teléfono', 'Horario', 'Opciones']}>
      {props.places.map((place) => (
        <Table.Tr key={place.uid}>
          <Table.Td fw={500}>{place.sucursal}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            {place.email || (
              <Text span c="dimmed" size="sm">
                {MSG.placeNoEmail}
              </Text>
            )}
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{place.phone}</Table.Td>
          <Table.Td>{place.horario}</Table.Td>
          <Table.Td>
            <Group gap={6} wrap="wrap" maw={380}>
              <EditDeleteButtons
                name={place.sucursal}
                onEdit={() => props.onEdit(place)}
                onDelete={() => props.onDelete(place)}
              />
              {PLACE_LINKS.map(({ label, path, Icon }) => (
                <Button
                  key={path}
                  size="compact-sm"
                  variant="default"
                  component={Link}
                  to={`/admin/${path}/${place.uid}`}
                  leftSection={<Icon size={14} aria-hidden />}
                  aria-label={`${label} de ${place.sucursal}`}
                >
                  {label}
                </Button>
              ))}
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </AdminTable>
  );
}
