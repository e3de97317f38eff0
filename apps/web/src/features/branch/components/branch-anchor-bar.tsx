import { Box, Container } from '@mantine/core';
import classes from './branch-anchor-bar.module.css';

export const BRANCH_SECTIONS = [
  { id: 'inicio', label: 'Inicio' },
  { id: 'disponibilidad', label: 'Disponibilidad' },
  { id: 'paquetes', label: 'Paquetes' },
  { id: 'galeria', label: 'Galería' },
  { id: 'ubicacion', label: 'Ubicación' },
] as const;

/** docs/product.md#2-screens-and-routes: in-page anchors of the branch page. */
export function BranchAnchorBar() {
  return (
    <Box component="nav" aria-label="Secciones de la sucursal" className={classes.bar}>
      <Container size="lg" px={0}>
        <div className={classes.links}>
          {BRANCH_SECTIONS.map((s) => (
            <a key={s.id} href={`#${s.id}`} className={classes.link}>
              {s.label}
            </a>
          ))}
        </div>
      </Container>
    </Box>
  );
}
