import { Divider, Stack, Title } from '@mantine/core';
import { Navigate } from 'react-router';
import { PageMeta } from '../../components/page-meta.tsx';
import { useSession } from '../../lib/session.ts';
import { PriceRulesSection } from './components/price-rules-section.tsx';
import { PromoCodesSection } from './components/promo-codes-section.tsx';

/** /admin/precios: price rules (super_admin, or an admin with a branch) and promo codes (super_admin). */
export function PricingPage() {
  const { user } = useSession();
  const superAdmin = user?.role === 'super_admin';
  if (!user || (!superAdmin && !user.lugar)) return <Navigate to="/admin" replace />;
  return (
    <Stack>
      <PageMeta title="Precios y promociones | Administración" />
      <Title order={2}>Precios y promociones</Title>
      <PriceRulesSection superAdmin={superAdmin} ownPlace={superAdmin ? null : (user.lugar ?? null)} />
      {superAdmin ? (
        <>
          <Divider />
          <PromoCodesSection />
        </>
      ) : null}
    </Stack>
  );
}
