import { NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PRINCIPAL_SALON, SalonCreateSchema, type SalonDto } from '@salones/shared/salones';
import { AppModal } from '../../../components/app-modal.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { zodValidate } from '../../../lib/zod-form.ts';
import { salonFields, useCreateSalon, useUpdateSalon } from '../api/salones.ts';

interface Values {
  nombre: string;
  capacidadMin: number | string;
  capacidadMax: number | string;
  descripcion: string;
}
const EMPTY: Values = {
  nombre: '',
  capacidadMin: PRINCIPAL_SALON.capacidadMin,
  capacidadMax: PRINCIPAL_SALON.capacidadMax,
  descripcion: '',
};

/** The add modal (salon = null) and the edit modal ('Editando ' + nombre) of a branch's salones. */
export function SalonFormModal(props: {
  opened: boolean;
  placeId: string;
  salon: SalonDto | null;
  onClose: () => void;
}) {
  return (
    <AppModal
      opened={props.opened}
      onClose={props.onClose}
      title={props.salon ? `Editando ${props.salon.nombre}` : 'Agregar salón'}
    >
      {props.opened ? <SalonForm placeId={props.placeId} salon={props.salon} onDone={props.onClose} /> : null}
    </AppModal>
  );
}

function SalonForm({
  placeId,
  salon,
  onDone,
}: {
  placeId: string;
  salon: SalonDto | null;
  onDone: () => void;
}) {
  const form = useForm<Values>({
    initialValues: salon
      ? {
          nombre: salon.nombre,
          capacidadMin: salon.capacidadMin,
          capacidadMax: salon.capacidadMax,
          descripcion: salon.descripcion,
        }
      : EMPTY,
    // the rules the API applies (order and active are kept as they are)
    validate: zodValidate(SalonCreateSchema),
  });
  const create = useCreateSalon(placeId, onDone);
  const update = useUpdateSalon(onDone);
  const submit = form.onSubmit((values) => {
    const body = {
      ...values,
      capacidadMin: Number(values.capacidadMin),
      capacidadMax: Number(values.capacidadMax),
    };
    return salon ? update.mutate({ salon, body: { ...salonFields(salon), ...body } }) : create.mutate(body);
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label="Nombre" withAsterisk maxLength={60} {...form.getInputProps('nombre')} />
        <SimpleGrid cols={2}>
          <NumberInput
            label="Capacidad mínima"
            description="Personas"
            withAsterisk
            min={1}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('capacidadMin')}
          />
          <NumberInput
            label="Capacidad máxima"
            description="Personas"
            withAsterisk
            min={1}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('capacidadMax')}
          />
        </SimpleGrid>
        <Textarea label="Descripción" autosize minRows={2} {...form.getInputProps('descripcion')} />
        <FormActions
          submitLabel={salon ? 'Actualizar' : 'Agregar'}
          onCancel={onDone}
          isPending={create.isPending || update.isPending}
        />
      </Stack>
    </form>
  );
}
