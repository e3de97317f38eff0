// docs/architecture.md#activation: the activation link (valid 48 hours).

import { ACCOUNT_MAIL } from '@salones/shared/accounts';
import { ACCOUNT_MAIL_BUTTON } from '@salones/shared/mails';
import { linkMailTemplate } from './link-mail.tsx';

export const activationTemplate = linkMailTemplate({
  subject: (brand) => ACCOUNT_MAIL.activationSubject(brand.clubName),
  body: (brand) => ACCOUNT_MAIL.activationBody(brand.clubName),
  button: ACCOUNT_MAIL_BUTTON.activate,
  ignore: ACCOUNT_MAIL.activationIgnore,
});
