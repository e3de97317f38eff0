import { Button, Group } from '@mantine/core';
import { PAGING_MSG } from '@salones/shared/paging';

/** 'Ver más' under a list read page by page; nothing once the last page is loaded. */
export function MoreButton(props: {
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
  /** what the button loads, for screen readers, e.g. 'Ver más eventos de hoy' */
  label?: string;
}) {
  if (!props.hasMore) return null;
  return (
    <Group justify="center" mt="sm">
      <Button variant="light" loading={props.loading} onClick={props.onMore} aria-label={props.label}>
        {PAGING_MSG.moreButton}
      </Button>
    </Group>
  );
}
