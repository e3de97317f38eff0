import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { scrollToSection } from './scroll-to-section.ts';

/**
 * After each navigation: a `#section` in the address scrolls smoothly to that section (the navbar links
 * navigate to '/#conocenos' etc.); a new page without one starts at the top.
 */
export function useScrollOnNavigation() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` changes on every navigation, even to the same hash
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (id) return scrollToSection(id);
    if (navigationType !== 'POP') window.scrollTo({ top: 0, behavior: 'instant' });
  }, [key]);
}
