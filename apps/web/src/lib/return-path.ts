import { LOGIN_PATH, REGISTER_PATH } from '@salones/shared/page-forms';
import { sameSitePath } from '@salones/shared/web-url';
import { useLocation } from 'react-router';

/**
 * Where the log-in and registration pages send the visitor back: this page, or on those pages
 * themselves their own `volver` (a path on this site; else home).
 */
export function useReturnPath(): string {
  const { pathname, search } = useLocation();
  if (pathname !== LOGIN_PATH && pathname !== REGISTER_PATH) return pathname + search;
  return sameSitePath(new URLSearchParams(search).get('volver')) ?? '/';
}
