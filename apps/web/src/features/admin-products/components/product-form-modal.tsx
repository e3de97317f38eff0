import { NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ProductCreateRequestSchema, type ProductDto } from '@salones/shared/products';
import { AppModal } from '../../../components/app-modal.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { zodValidate } from '../../../lib/zod-form.ts';
import { type ProductFormBody, useCreateProduct } from '../api/create-product.ts';
import { useUpdateProduct } from '../api/update-product.ts';

/** The 'Agregar' modal (product = null) and the edit modal of /admin/products. */
export function ProductFormModal(props: {
  opened: boolean;
  product: ProductDto | null;
  onClose: () => void;
}) {
  return (
    <AppModal
      opened={props.opened}
      onClose={props.onClose}
      title={props.product ? `Editando ${props.product.name}` : 'Agregar producto'}
    >
      {props.opened ? <ProductForm product={props.product} onDone={props.onClose} /> : null}
    </AppModal>
  );
}

function ProductForm({ product, onDone }: { product: ProductDto | null; onDone: () => void }) {
  const form = useForm<ProductFormBody>({
    initialValues: product
      ? { name: product.name, precio: product.precio, descripcion: product.descripcion }
      : { name: '', precio: '', descripcion: '' },
    validate: zodValidate(ProductCreateRequestSchema),
  });
  const create = useCreateProduct(onDone);
  const update = useUpdateProduct(onDone);
  const isPending = create.isPending || update.isPending;
  const submit = form.onSubmit((body) =>
    product ? update.mutate({ uid: product.uid, body }) : create.mutate(body),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label="Nombre" withAsterisk {...form.getInputProps('name')} />
        <NumberInput
          label="Precio"
          withAsterisk
          prefix="$"
          decimalScale={2}
          fixedDecimalScale
          thousandSeparator=","
          min={0}
          hideControls
          {...form.getInputProps('precio')}
        />
        <Textarea label="Descripción" autosize minRows={2} {...form.getInputProps('descripcion')} />
        <FormActions
          submitLabel={product ? 'Actualizar' : 'Agregar'}
          onCancel={onDone}
          isPending={isPending}
        />
      </Stack>
    </form>
  );
}
