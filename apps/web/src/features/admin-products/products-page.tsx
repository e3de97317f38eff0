import { Button, Group, Stack, Title } from '@mantine/core';
import { mayManageProducts } from '@salones/shared/permissions';
import type { ProductDto } from '@salones/shared/products';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { ConfirmDeleteModal } from '../../components/confirm-delete-modal.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { QueryContent } from '../../components/query-content.tsx';
import { useProducts } from '../../lib/api/products.ts';
import { useSession } from '../../lib/session.ts';
import { useDeleteProduct } from './api/delete-product.ts';
import { ProductFormModal } from './components/product-form-modal.tsx';
import { ProductsTable } from './components/products-table.tsx';

/** docs/product.md §2 /admin/products. */
export function ProductsPage() {
  const { user } = useSession();
  // docs/architecture.md §3.1: footer and products are super_admin only, in the API and here
  if (!mayManageProducts(user)) return <Navigate to="/admin" replace />;
  return <ProductsPageContent />;
}

function ProductsPageContent() {
  const products = useProducts();
  const [form, setForm] = useState<{ product: ProductDto | null } | null>(null);
  const [deleting, setDeleting] = useState<ProductDto | null>(null);
  const remove = useDeleteProduct(() => setDeleting(null));

  return (
    <Stack>
      <PageMeta title="Productos | Administración" />
      <Group justify="space-between">
        <Title order={2}>Productos</Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setForm({ product: null })}>
          Agregar
        </Button>
      </Group>
      <QueryContent
        queries={[products]}
        errorTitle="No se pudieron cargar los productos"
        isEmpty={products.data?.length === 0}
        empty="Aun no agregas ningún producto"
      >
        {() => (
          <ProductsTable
            products={products.data!}
            onEdit={(product) => setForm({ product })}
            onDelete={setDeleting}
          />
        )}
      </QueryContent>
      <ProductFormModal opened={!!form} product={form?.product ?? null} onClose={() => setForm(null)} />
      <ConfirmDeleteModal
        opened={!!deleting}
        name={deleting?.name ?? ''}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.uid)}
      />
    </Stack>
  );
}
