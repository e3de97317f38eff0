import { Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type EventExtraDto, ExtraInputSchema } from '@salones/shared/events';
import { FormActions } from '../../../components/form-actions.tsx';
import { useProducts } from '../../../lib/api/products.ts';
import { zodValidate } from '../../../lib/zod-form.ts';
import { useAddExtra } from '../api/add-extra.ts';
import { useUpdateExtra } from '../api/update-extra.ts';
import { PesoInput } from '../components/peso-input.tsx';
import { ProductSelect } from '../components/product-select.tsx';

interface ExtraValues {
  idProducto: string | null;
  nombre: string;
  precio: number | string;
  piezas: number | string;
}

function ExtraForm(props: { eventId: string; extra: EventExtraDto | null; onDone: () => void }) {
  const products = useProducts();
  const list = products.data ?? [];
  const form = useForm<ExtraValues>({
    initialValues: {
      idProducto: props.extra?.idProducto ?? null,
      nombre: props.extra?.nombre ?? '',
      precio: props.extra?.precio ?? '',
      piezas: props.extra?.piezas ?? 1,
    },
    validate: zodValidate(ExtraInputSchema),
  });
  const add = useAddExtra(props.onDone);
  const update = useUpdateExtra(props.onDone);
  const product = list.find((p) => p.uid === form.getValues().idProducto);
  const submit = form.onSubmit((v) => {
    const extra = {
      nombre: v.nombre.trim(),
      piezas: Number(v.piezas) || 1,
      precio: v.idProducto ? undefined : Number(v.precio),
      idProducto: v.idProducto ?? undefined,
    };
    if (props.extra) update.mutate({ eventId: props.eventId, extra: { ...extra, _id: props.extra._id } });
    else add.mutate({ eventId: props.eventId, extra });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <ProductSelect
          products={list}
          value={form.getValues().idProducto}
          onChange={(id) => {
            const chosen = list.find((p) => p.uid === id);
            form.setFieldValue('idProducto', chosen?.uid ?? null);
            if (chosen) form.setValues({ nombre: chosen.name, precio: chosen.precio });
          }}
        />
        <TextInput label="Adicional" data-autofocus {...form.getInputProps('nombre')} />
        <PesoInput
          label="Precio"
          readOnly={!!product}
          {...form.getInputProps('precio')}
          value={product ? product.precio : form.getValues().precio}
          allowNegative
        />
        <NumberInput
          label="Piezas"
          min={1}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('piezas')}
        />
        <FormActions
          submitLabel={props.extra ? 'Guardar' : 'Agregar'}
          onCancel={props.onDone}
          isPending={add.isPending || update.isPending}
          mt="sm"
        />
      </Stack>
    </form>
  );
}

/** Add (extra = null) or edit one extra of a saved event. */
export function ExtraModal(props: {
  opened: boolean;
  eventId: string;
  extra: EventExtraDto | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.extra ? 'Editar adicional' : 'Agregar adicional'}
      centered
    >
      {props.opened ? (
        <ExtraForm
          key={props.extra?._id ?? 'new'}
          eventId={props.eventId}
          extra={props.extra}
          onDone={props.onClose}
        />
      ) : null}
    </Modal>
  );
}
