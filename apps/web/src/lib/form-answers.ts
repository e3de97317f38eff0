import type { PageFormAnswers } from '@salones/shared/page-forms';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys.ts';

/**
 * The answers the server rendered this page with, when it answers a form posted without
 * JavaScript (the server render puts them in the query cache, which the app hydrates). Empty otherwise.
 */
export function useFormAnswers(): PageFormAnswers {
  return useQueryClient().getQueryData<PageFormAnswers>(queryKeys.formAnswers.all) ?? {};
}
