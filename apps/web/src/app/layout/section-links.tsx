import { Link, useLocation } from 'react-router';
import { SECTIONS, sectionHref } from './sections.ts';
import classes from './site-header.module.css';

/** The navbar's in-page links (the scroll itself happens in useScrollOnNavigation). */
export function SectionLinks({ variant }: { variant: 'bar' | 'drawer' }) {
  const { pathname } = useLocation();
  return SECTIONS.map((section) => (
    <Link
      key={section.id}
      to={sectionHref(section.id, pathname)}
      className={variant === 'bar' ? classes.link : classes.drawerLink}
    >
      {section.label}
    </Link>
  ));
}
