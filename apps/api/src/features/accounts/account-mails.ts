// The Spanish e-mails of account activation and password reset (DESIGN §3.3–3.4).
import type { Mail } from '../../plugins/mailer.ts';

interface MailInput {
  to: string;
  name: string;
  link: string;
  clubName: string;
}

export const activationMail = ({ to, name, link, clubName }: MailInput): Mail => ({
  to,
  subject: `Activa tu cuenta de ${clubName}`,
  text: [
    `Hola ${name}:`,
    '',
    `Gracias por registrarte en ${clubName}. Para activar tu cuenta abre este enlace (válido por 48 horas):`,
    link,
    '',
    'Si no creaste esta cuenta, ignora este correo.',
  ].join('\n'),
  link,
});

export const passwordResetMail = ({ to, name, link, clubName }: MailInput): Mail => ({
  to,
  subject: `Restablece tu contraseña de ${clubName}`,
  text: [
    `Hola ${name}:`,
    '',
    'Recibimos una solicitud para restablecer tu contraseña. Abre este enlace para elegir una nueva (válido por 1 hora):',
    link,
    '',
    'Si no la solicitaste, ignora este correo: tu contraseña no cambiará.',
  ].join('\n'),
  link,
});
