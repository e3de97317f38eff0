import { Button } from '@mantine/core';
import { MSG } from '@salones/shared/messages';
import { IconConfetti } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router';
import { PageMeta } from '../../components/page-meta.tsx';
import { useClubName } from '../../lib/api/site.ts';
import { useActivateAccount } from './api/activate-account.ts';
import { AuthCard } from './components/auth-card.tsx';

/** /activar/:token — docs/product.md §2: success or failure, the message shows and the visitor goes to '/'. */
export function ActivatePage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const clubName = useClubName();
  const mutation = useActivateAccount();
  return (
    <>
      <PageMeta title={`Activar cuenta | ${clubName}`} />
      <AuthCard icon={<IconConfetti size={36} />} title="Activar cuenta" text={MSG.activatePrompt}>
        <Button
          fullWidth
          size="md"
          loading={mutation.isPending}
          onClick={() => mutation.mutate(token, { onSettled: () => navigate('/') })}
        >
          Activar
        </Button>
      </AuthCard>
    </>
  );
}
