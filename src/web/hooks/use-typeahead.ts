import { useCallback, useEffect, useRef, type KeyboardEvent } from 'react';
import { timings } from '@shared/constants';

/**
 * Which item a type-ahead search lands on (same rule as Radix menus): repeating one letter cycles through
 * the items starting with it; otherwise the first item from the current one on whose label starts with the
 * typed text. Returns -1 when nothing matches.
 */
export function findTypeaheadMatch(labels: readonly string[], search: string, currentIndex: number): number {
  if (!search || labels.length === 0) return -1;
  const normalized = labels.map((label) => label.trim().toLowerCase());
  const query = search.toLowerCase();
  const isRepeated = query.length > 1 && Array.from(query).every((char) => char === query[0]);
  const needle = isRepeated ? query[0]! : query;
  // A fresh single letter (or a repeated one) moves past the current item; a longer search may stay on it.
  const start = needle.length === 1 ? currentIndex + 1 : Math.max(currentIndex, 0);
  for (let offset = 0; offset < labels.length; offset++) {
    const index = (((start + offset) % labels.length) + labels.length) % labels.length;
    if (normalized[index]!.startsWith(needle)) return index;
  }
  return -1;
}

/**
 * Type-ahead for a list of focusable items (`[data-typeahead-item]` inside the element that gets the
 * returned onKeyDown). The typed text resets after 1 s without typing (docs/product.md#shell).
 */
export function useTypeahead<T extends HTMLElement>(resetMs: number = timings.menuTypeaheadResetMs) {
  const search = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(
    (event: KeyboardEvent<T>) => {
      const { key } = event;
      if (key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement;
      if (target.closest('input, textarea, select, [contenteditable="true"]')) return;
      // Space activates buttons unless a search is already under way.
      if (key === ' ' && search.current === '') return;

      search.current += key;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        search.current = '';
      }, resetMs);

      const items = Array.from(
        event.currentTarget.querySelectorAll<HTMLElement>('[data-typeahead-item]'),
      ).filter((item) => !item.hasAttribute('disabled') && item.getAttribute('aria-disabled') !== 'true');
      const labels = items.map((item) => item.getAttribute('data-typeahead-label') ?? item.textContent ?? '');
      const current = items.indexOf(document.activeElement as HTMLElement);
      const match = findTypeaheadMatch(labels, search.current, current);
      if (match >= 0) {
        event.preventDefault();
        items[match]!.focus();
      }
    },
    [resetMs],
  );
}
