import { NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ATTENDANCE_BANDS, PACKAGE_COLORS, TEXT_COLORS } from '@salones/shared/constants';
import {
  DEFAULT_PACKAGE_COLOR,
  DEFAULT_TEXT_COLOR,
  PackageCreateRequestSchema,
  type PackageDto,
} from '@salones/shared/packages';
import { AppModal } from '../../../components/app-modal.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { zodValidate } from '../../../lib/zod-form.ts';
import { type PackageFormBody, useCreatePackage } from '../api/create-package.ts';
import { useUpdatePackage } from '../api/update-package.ts';
import { PaletteRadio } from './palette-radio.tsx';

type Values = PackageFormBody & { descuento: number | string };

const EMPTY: Values = {
  name: '',
  descripcion: '',
  duracion: '',
  basico: '',
  grande: '',
  descuento: '',
  color: DEFAULT_PACKAGE_COLOR,
  colorTexto: DEFAULT_TEXT_COLOR,
};

/** docs/product.md §2 /admin/package/{id}: add package (pkg = null) and edit package. */
export function PackageFormModal(props: {
  opened: boolean;
  placeId: string;
  pkg: PackageDto | null;
  onClose: () => void;
}) {
  return (
    <AppModal
      opened={props.opened}
      onClose={props.onClose}
      title={props.pkg ? `Editando ${props.pkg.name}` : 'Agregar paquete'}
      size="lg"
    >
      {props.opened ? <PackageForm placeId={props.placeId} pkg={props.pkg} onDone={props.onClose} /> : null}
    </AppModal>
  );
}

function PackageForm({
  placeId,
  pkg,
  onDone,
}: {
  placeId: string;
  pkg: PackageDto | null;
  onDone: () => void;
}) {
  const form = useForm<Values>({
    initialValues: pkg ? { ...pickFields(pkg), descuento: pkg.descuento ?? '' } : EMPTY,
    validate: zodValidate(PackageCreateRequestSchema),
  });
  const create = useCreatePackage(onDone);
  const update = useUpdatePackage(onDone);
  const isPending = create.isPending || update.isPending;
  const submit = form.onSubmit((body) =>
    pkg ? update.mutate({ packageId: pkg.uid, body }) : create.mutate({ placeId, body }),
  );
  const money = {
    prefix: '$',
    decimalScale: 2,
    fixedDecimalScale: true,
    thousandSeparator: ',',
    min: 0,
    hideControls: true,
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label="Nombre" withAsterisk {...form.getInputProps('name')} />
        <Textarea label="Descripción" autosize minRows={2} {...form.getInputProps('descripcion')} />
        <TextInput label="Duración" placeholder="Ej. 5 horas" {...form.getInputProps('duracion')} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label="Precio básico"
            description={ATTENDANCE_BANDS.basico.personas}
            withAsterisk
            {...money}
            {...form.getInputProps('basico')}
          />
          <NumberInput
            label="Precio grande"
            description={ATTENDANCE_BANDS.grande.personas}
            withAsterisk
            {...money}
            {...form.getInputProps('grande')}
          />
          <NumberInput
            label="Descuento"
            description="Opcional"
            {...money}
            {...form.getInputProps('descuento')}
          />
        </SimpleGrid>
        <PaletteRadio label="Color" palette={PACKAGE_COLORS} {...form.getInputProps('color')} />
        <PaletteRadio label="Color del texto" palette={TEXT_COLORS} {...form.getInputProps('colorTexto')} />
        <FormActions submitLabel={pkg ? 'Actualizar' : 'Agregar'} onCancel={onDone} isPending={isPending} />
      </Stack>
    </form>
  );
}

const pickFields = (pkg: PackageDto): PackageFormBody => ({
  name: pkg.name,
  descripcion: pkg.descripcion,
  duracion: pkg.duracion,
  basico: pkg.basico,
  grande: pkg.grande,
  descuento: pkg.descuento,
  color: pkg.color,
  colorTexto: pkg.colorTexto,
});
