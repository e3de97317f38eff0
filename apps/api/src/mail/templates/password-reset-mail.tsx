// docs/architecture.md#password-reset: the password-reset link (valid 1 hour).

import { ACCOUNT_MAIL } from '@salones/shared/accounts';
import { ACCOUNT_MAIL_BUTTON } from '@salones/shared/mails';
import { linkMailTemplate } from './link-mail.tsx';

export const passwordResetTemplate = linkMailTemplate({
  subject: (brand) => ACCOUNT_MAIL.resetSubject(brand.clubName),
  body: () => ACCOUNT_MAIL.resetBody,
  button: ACCOUNT_MAIL_BUTTON.reset,
  ignore: ACCOUNT_MAIL.resetIgnore,
});
