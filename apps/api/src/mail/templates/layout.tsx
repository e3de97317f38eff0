// The branded frame every e-mail shares: the club's name on the brand colour, a white card, a footer.
// Each react-email component comes from its own package: @react-email/components loads them all at import
// (code-block pulls in prismjs), ~0.6 s and ~11 MB of heap at every start-up for components no mail uses.
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { MAIL_LAYOUT } from '@salones/shared/mails';
import type { ReactNode } from 'react';

/** Mantine grape 8, the web app's primary colour (white on it reaches 4.5:1). */
export const BRAND_COLOR = '#9c36b5';

export interface Brand {
  clubName: string;
  publicUrl: string;
}

export function MailLayout(props: { brand: Brand; preview: string; children: ReactNode }) {
  const { brand } = props;
  return (
    <Html lang="es-MX">
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={{ backgroundColor: '#f4f0f7', fontFamily: 'Helvetica, Arial, sans-serif', margin: 0 }}>
        <Container style={{ maxWidth: '560px', margin: '0 auto', padding: '24px 12px' }}>
          <Section
            style={{ backgroundColor: BRAND_COLOR, borderRadius: '8px 8px 0 0', padding: '20px 24px' }}
          >
            <Heading as="h1" style={{ color: '#ffffff', fontSize: '22px', margin: 0 }}>
              {brand.clubName}
            </Heading>
          </Section>
          <Section
            style={{ backgroundColor: '#ffffff', borderRadius: '0 0 8px 8px', padding: '8px 24px 24px' }}
          >
            {props.children}
          </Section>
          <Hr style={{ borderColor: '#e0d4e8', margin: '24px 0 12px' }} />
          <Text style={{ color: '#5c5468', fontSize: '12px', margin: 0, textAlign: 'center' }}>
            {MAIL_LAYOUT.footer(brand.clubName)}{' '}
            <Link href={brand.publicUrl} style={{ color: BRAND_COLOR }}>
              {MAIL_LAYOUT.visit}
            </Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export const paragraph = { color: '#262130', fontSize: '16px', lineHeight: '24px' } as const;

/** A call-to-action link drawn as a button. */
export function MailButton(props: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '16px 0' }}>
      <Link
        href={props.href}
        style={{
          backgroundColor: BRAND_COLOR,
          borderRadius: '6px',
          color: '#ffffff',
          display: 'inline-block',
          fontSize: '16px',
          fontWeight: 'bold',
          padding: '12px 20px',
          textDecoration: 'none',
        }}
      >
        {props.children}
      </Link>
    </Section>
  );
}

/** Label/value lines (amounts, dates) in a simple two-column table. */
export function MailFacts(props: { rows: ReadonlyArray<readonly [string, string]> }) {
  return (
    <table
      role="presentation"
      cellPadding={0}
      cellSpacing={0}
      style={{ width: '100%', margin: '8px 0 16px' }}
    >
      <tbody>
        {props.rows.map(([label, value]) => (
          <tr key={label}>
            <td style={{ ...paragraph, color: '#5c5468', padding: '4px 0' }}>{label}</td>
            <td style={{ ...paragraph, fontWeight: 'bold', padding: '4px 0', textAlign: 'right' }}>
              {value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The text part's version of MailFacts. */
export const factsText = (rows: ReadonlyArray<readonly [string, string]>) =>
  rows.map(([label, value]) => `${label}: ${value}`);
