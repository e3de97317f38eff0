// The e-mails of account activation and password reset (docs/architecture.md §3.3–3.4): branded templates in
// src/mail/templates, texts in packages/shared (ACCOUNT_MAIL).
import { renderMail } from '../../mail/render-mail.ts';
import { activationTemplate } from '../../mail/templates/activation-mail.tsx';
import type { Brand } from '../../mail/templates/layout.tsx';
import { passwordResetTemplate } from '../../mail/templates/password-reset-mail.tsx';

interface MailInput {
  to: string;
  name: string;
  link: string;
  brand: Brand;
}

export const activationMail = ({ to, name, link, brand }: MailInput) =>
  renderMail(activationTemplate, { name, link }, { to, brand, link });

export const passwordResetMail = ({ to, name, link, brand }: MailInput) =>
  renderMail(passwordResetTemplate, { name, link }, { to, brand, link });
