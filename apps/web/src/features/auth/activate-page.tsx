import { Alert, Button, Stack } from '@mantine/core';
import { MSG } from '@salones/shared/messages';
import type { ActivationFormAnswer } from '@salones/shared/page-forms';
import { IconConfetti } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageMeta } from '../../components/page-meta.tsx';
import { useClubName } from '../../lib/api/site.ts';
import { useFormAnswers } from '../../lib/form-answers.ts';
import { loginPageHref } from '../../lib/login-href.ts';
import { useActivateAccount } from './api/activate-account.ts';
import { AuthCard } from './components/auth-card.tsx';

/**
 * /activar/:token — docs/product.md#2-screens-and-routes: success or failure, the message shows and the
 * visitor goes to '/'. The server renders it, and 'Activar' is a real form posted to this address (plugins/
 * activate-form-post.ts), so the mail's link works without JavaScript too; the page's GET activates nothing
 * (a mail scanner fetching the link must not), only the press does. With JavaScript the app activates as before.
 */
export function ActivatePage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const clubName = useClubName();
  const mutation = useActivateAccount();
  // the server's answer when this page answers its button posted without JavaScript
  const answer = useFormAnswers().activation;
  return (
    <>
      <PageMeta title={`Activar cuenta | ${clubName}`} />
      <AuthCard
        icon={<IconConfetti size={36} />}
        title="Activar cuenta"
        text={answer ? undefined : MSG.activatePrompt}
      >
        {answer ? (
          <ActivationAnswer answer={answer} />
        ) : (
          <form
            method="post"
            aria-label="Activar cuenta"
            onSubmit={(event) => {
              event.preventDefault();
              mutation.mutate(token, { onSettled: () => navigate('/') });
            }}
          >
            <Button type="submit" fullWidth size="md" loading={mutation.isPending}>
              Activar
            </Button>
          </form>
        )}
      </AuthCard>
    </>
  );
}

/**
 * Activated: the message and a way to log in; refused: the message and the way home
 * (docs/product.md#2-screens-and-routes).
 */
function ActivationAnswer({ answer }: { answer: ActivationFormAnswer }) {
  const activated = answer.state === 'activada';
  return (
    <Stack gap="md">
      <Alert
        color={activated ? 'green' : 'red'}
        variant="light"
        role={activated ? 'status' : 'alert'}
        data-testid="activation-answer"
      >
        {answer.msg}
      </Alert>
      {activated ? (
        <Button component="a" href={loginPageHref('/')} fullWidth size="md">
          Iniciar sesión
        </Button>
      ) : (
        <Button component={Link} to="/" fullWidth size="md" variant="light">
          Volver al inicio
        </Button>
      )}
    </Stack>
  );
}
