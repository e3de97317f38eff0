import type { FooterDto } from '@salones/shared/footer';
import { isWebUrl } from '@salones/shared/web-url';

export type SocialNetwork = 'Facebook' | 'Instagram' | 'Twitter' | 'Youtube';

/**
 * What the public footer shows: only the items whose flag is on and whose value is not blank
 * (docs/product.md#2-screens-and-routes).
 */
export interface VisibleFooter {
  descripcion: string | null;
  direccion: string | null;
  emailContacto: string | null;
  emailTrabajo: string | null;
  phones: string[];
  social: { network: SocialNetwork; url: string }[];
}

const shown = (active: boolean, value: string) => (active && value.trim() !== '' ? value.trim() : null);
/** A social link shows only as a web address: a stored `javascript:` or `data:` value is dropped. */
const shownLink = (active: boolean, value: string) => {
  const url = shown(active, value);
  return url !== null && isWebUrl(url) ? url : null;
};

export function visibleFooter(f: FooterDto): VisibleFooter {
  const phones = [
    shown(f.activePhone1, f.phone1),
    shown(f.activePhone2, f.phone2),
    shown(f.activePhone3, f.phone3),
  ];
  const social = [
    { network: 'Facebook' as const, url: shownLink(f.activeFacebook, f.urlFacebook) },
    { network: 'Instagram' as const, url: shownLink(f.activeInstagram, f.urlInstagram) },
    { network: 'Twitter' as const, url: shownLink(f.activeTwitter, f.urlTwitter) },
    { network: 'Youtube' as const, url: shownLink(f.activeYoutube, f.urlYoutube) },
  ];
  return {
    descripcion: shown(f.activeDescripcion, f.descripcion),
    direccion: shown(f.activeDireccion, f.direccion),
    emailContacto: shown(f.activeContacto, f.emailContacto),
    emailTrabajo: shown(f.activeTrabajo, f.emailTrabajo),
    phones: phones.filter((p): p is string => p !== null),
    social: social.filter((s): s is { network: SocialNetwork; url: string } => s.url !== null),
  };
}
