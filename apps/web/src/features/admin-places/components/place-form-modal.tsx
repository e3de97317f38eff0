import { NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PlaceCreateRequestSchema, type PlaceDto, PlaceUpdateRequestSchema } from '@salones/shared/places';
import { LEAD_DAYS } from '@salones/shared/slots';
import { AppModal } from '../../../components/app-modal.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { zodValidate } from '../../../lib/zod-form.ts';
import { useCreatePlace } from '../api/create-place.ts';
import { useUpdatePlace } from '../api/update-place.ts';

const EMPTY = {
  sucursal: '',
  lugarname: '',
  email: '',
  phone: '',
  whatsApp: '',
  horario: '',
  direccion: '',
  mapaURL: '',
  diasAnticipacion: LEAD_DAYS.default as number | string,
};
type Values = typeof EMPTY;

/**
 * docs/product.md#2-screens-and-routes /admin/places: the add modal (place = null) and the edit modal
 * ('Editando a ' + sucursal).
 */
export function PlaceFormModal(props: { opened: boolean; place: PlaceDto | null; onClose: () => void }) {
  return (
    <AppModal
      opened={props.opened}
      onClose={props.onClose}
      title={props.place ? `Editando a ${props.place.sucursal}` : 'Agregar sucursal'}
      size="lg"
    >
      {props.opened ? <PlaceForm place={props.place} onDone={props.onClose} /> : null}
    </AppModal>
  );
}

function PlaceForm({ place, onDone }: { place: PlaceDto | null; onDone: () => void }) {
  const form = useForm<Values>({
    initialValues: place ? pickFields(place) : EMPTY,
    // docs/product.md#5-validation-rules: "Add location" and "Edit location" rules, the same schemas the API
    // applies
    validate: zodValidate(place ? PlaceUpdateRequestSchema : PlaceCreateRequestSchema),
  });
  const create = useCreatePlace(onDone);
  const update = useUpdatePlace(onDone);
  const isPending = create.isPending || update.isPending;
  const submit = form.onSubmit((values) => {
    // NumberInput gives '' when emptied: then the branch keeps (or gets) its default
    const { diasAnticipacion, ...rest } = values;
    const body = {
      ...rest,
      diasAnticipacion: diasAnticipacion === '' ? undefined : Number(diasAnticipacion),
    };
    return place ? update.mutate({ uid: place.uid, body }) : create.mutate(body);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Sucursal" withAsterisk {...form.getInputProps('sucursal')} />
          <TextInput
            label="Nombre del lugar (dirección web)"
            description="Ej. coyoacan para /coyoacan"
            withAsterisk
            {...form.getInputProps('lugarname')}
          />
          <TextInput label="E-mail" type="email" {...form.getInputProps('email')} />
          <TextInput label="Teléfono" type="tel" description="10 dígitos" {...form.getInputProps('phone')} />
          <TextInput
            label="WhatsApp"
            type="tel"
            description="10 dígitos"
            {...form.getInputProps('whatsApp')}
          />
          <TextInput label="Horario" {...form.getInputProps('horario')} />
          {/* the lead time a family's request needs (docs/architecture.md#booking-requests-hold-the-slot) */}
          <NumberInput
            label="Días de anticipación"
            description="Días completos que una solicitud en línea necesita antes de la fiesta"
            min={LEAD_DAYS.min}
            max={LEAD_DAYS.max}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('diasAnticipacion')}
          />
        </SimpleGrid>
        <Textarea label="Dirección" autosize minRows={2} {...form.getInputProps('direccion')} />
        <Textarea
          label="URL del mapa"
          description="Dirección del mapa de Google Maps (o el código para insertarlo)"
          autosize
          minRows={2}
          {...form.getInputProps('mapaURL')}
        />
        <FormActions submitLabel={place ? 'Actualizar' : 'Agregar'} onCancel={onDone} isPending={isPending} />
      </Stack>
    </form>
  );
}

const pickFields = (place: PlaceDto): Values => ({
  sucursal: place.sucursal,
  lugarname: place.lugarname,
  email: place.email,
  phone: place.phone,
  whatsApp: place.whatsApp,
  horario: place.horario,
  direccion: place.direccion,
  mapaURL: place.mapaURL,
  diasAnticipacion: place.diasAnticipacion,
});
