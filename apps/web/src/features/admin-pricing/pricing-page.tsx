import { Divider, Stack, Title } from '@mantine/core';
import {
  mayEditPriceRules,
  mayEditPriceRulesOf,
  mayManagePromoCodes,
  ownBranchOf,
} from '@salones/shared/permissions';
import { Navigate } from 'react-router';
import { PageMeta } from '../../components/page-meta.tsx';
import { useSession } from '../../lib/session.ts';
import { PriceRulesSection } from './components/price-rules-section.tsx';
import { PromoCodesSection } from './components/promo-codes-section.tsx';

/** Issue #23.3–4 /admin/precios: price rules (super_admin, or an admin with a branch) and promo codes (super_admin). */
export function PricingPage() {
  const { actor } = useSession();
  if (!actor || !mayEditPriceRules(actor)) return <Navigate to="/admin" replace />;
  return (
    <Stack>
      <PageMeta title="Precios y promociones | Administración" />
      <Title order={2}>Precios y promociones</Title>
      <PriceRulesSection everyBranch={mayEditPriceRulesOf(actor, null)} ownPlace={ownBranchOf(actor)} />
      {mayManagePromoCodes(actor) ? (
        <>
          <Divider />
          <PromoCodesSection />
        </>
      ) : null}
    </Stack>
  );
}
