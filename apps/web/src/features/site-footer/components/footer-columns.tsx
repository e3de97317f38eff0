import { Group, Stack, Text } from '@mantine/core';
import { IconBriefcase, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { VisibleFooter } from '../visible-footer.ts';
import classes from './site-footer.module.css';
import { SocialLinks } from './social-links.tsx';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <span aria-hidden style={{ display: 'flex', paddingTop: 2 }}>
        {icon}
      </span>
      <div>{children}</div>
    </Group>
  );
}

/** docs/product.md#2-screens-and-routes footer column 'Nosotros': description and social links. */
export function AboutColumn({ footer }: { footer: VisibleFooter }) {
  return (
    <Stack gap="md">
      <h2 className={classes.heading}>Nosotros</h2>
      {footer.descripcion ? <Text style={{ whiteSpace: 'pre-line' }}>{footer.descripcion}</Text> : null}
      <SocialLinks social={footer.social} />
    </Stack>
  );
}

/**
 * docs/product.md#2-screens-and-routes footer column 'Contactanos': up to three phones, contact e-mail,
 * address (and the job e-mail).
 */
export function ContactColumn({ footer }: { footer: VisibleFooter }) {
  return (
    <Stack gap="sm">
      <h2 className={classes.heading}>Contactanos</h2>
      {footer.phones.map((phone) => (
        <Line key={phone} icon={<IconPhone size={18} />}>
          <a className={classes.link} href={telHref(phone)}>
            {phone}
          </a>
        </Line>
      ))}
      {footer.emailContacto ? (
        <Line icon={<IconMail size={18} />}>
          <a className={classes.link} href={`mailto:${footer.emailContacto}`}>
            {footer.emailContacto}
          </a>
        </Line>
      ) : null}
      {footer.emailTrabajo ? (
        <Line icon={<IconBriefcase size={18} />}>
          Bolsa de trabajo:{' '}
          <a className={classes.link} href={`mailto:${footer.emailTrabajo}`}>
            {footer.emailTrabajo}
          </a>
        </Line>
      ) : null}
      {footer.direccion ? (
        <Line icon={<IconMapPin size={18} />}>
          <address style={{ fontStyle: 'normal', whiteSpace: 'pre-line' }}>{footer.direccion}</address>
        </Line>
      ) : null}
    </Stack>
  );
}
