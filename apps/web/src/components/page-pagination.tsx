import { Center, Pagination } from '@mantine/core';

/** Spanish names for the arrows of a Mantine `Pagination` (its own are English). */
export const paginationLabels = (control: 'first' | 'previous' | 'last' | 'next') => ({
  'aria-label': {
    first: 'Primera página',
    previous: 'Página anterior',
    next: 'Página siguiente',
    last: 'Última página',
  }[control],
});

/** Centred page numbers under a paged list, named in Spanish for screen readers; nothing for a single page. */
export function PagePagination(props: {
  total: number;
  value: number;
  onChange: (page: number) => void;
  size?: 'sm';
}) {
  if (props.total <= 1) return null;
  return (
    <Center>
      <Pagination
        size={props.size}
        total={props.total}
        value={props.value}
        onChange={props.onChange}
        getControlProps={paginationLabels}
        getItemProps={(page) => ({ 'aria-label': `Página ${page}` })}
      />
    </Center>
  );
}
