/**
 * docs/product.md#2-screens-and-routes: the navbar's in-page links. The first four are sections of the home
 * page; 'contacto' is the footer.
 */
export const SECTIONS = [
  { id: 'home', label: 'Home' },
  { id: 'conocenos', label: 'Conocenos' },
  { id: 'promociones', label: 'Promociones' },
  { id: 'sucursales', label: 'Sucursales' },
  { id: 'contacto', label: 'Contacto' },
] as const;
export type SectionId = (typeof SECTIONS)[number]['id'];

/** The footer is on every page, so 'Contacto' scrolls where the visitor is; the others live on '/'. */
export const sectionHref = (id: SectionId, pathname: string) => `${id === 'contacto' ? pathname : '/'}#${id}`;
