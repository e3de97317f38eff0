import { Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadError } from './load-error.tsx';
import { PageLoader } from './page-loader.tsx';

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * The one loading → error → empty → content ladder of a screen fed by one or more queries: a loader while any
 * is pending, LoadError (retrying all) when any failed, the empty state when `isEmpty`, else the content.
 * A text `empty` shows as the dimmed centred line; any other node shows as it is.
 */
export function QueryContent(props: {
  queries: QueryLike[];
  errorTitle: string;
  isEmpty?: boolean;
  empty?: ReactNode;
  loading?: ReactNode;
  /** replaces LoadError when a screen words its failure differently */
  renderError?: (error: unknown, retry: () => void) => ReactNode;
  children: () => ReactNode;
}) {
  const { queries } = props;
  if (queries.some((q) => q.isPending)) return <>{props.loading ?? <PageLoader />}</>;
  const failed = queries.find((q) => q.isError);
  if (failed) {
    const retry = () => {
      for (const q of queries) q.refetch();
    };
    if (props.renderError) return <>{props.renderError(failed.error, retry)}</>;
    return <LoadError title={props.errorTitle} error={failed.error} onRetry={retry} />;
  }
  if (props.isEmpty) {
    if (typeof props.empty !== 'string') return <>{props.empty}</>;
    return (
      <Text ta="center" c="dimmed" p="xl">
        {props.empty}
      </Text>
    );
  }
  return <>{props.children()}</>;
}

/** Skeleton rows for a list or table that is loading. */
export function RowsSkeleton({ rows = 3, height = 40 }: { rows?: number; height?: number }) {
  return (
    <Stack>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <Skeleton key={i} h={height} />
      ))}
    </Stack>
  );
}
