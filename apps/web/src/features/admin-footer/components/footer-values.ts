import type { FooterDto } from '@salones/shared/footer';

/** What the footer form edits: the footer without its ids. */
export type FooterValues = Omit<FooterDto, 'uid' | '_id'>;
