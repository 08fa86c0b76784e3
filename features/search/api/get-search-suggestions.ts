'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { useDebouncedValue } from '@/lib/platform/hooks/use-debounced-value';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from '@/lib/shop/constants';

export const searchKeys = {
  all: ['search'] as const,
  suggestions: (text: string) => [...searchKeys.all, 'suggestions', text] as const,
};

/**
 * Suggestions for the search field (spec 2.4): nothing is asked below 3 characters, and the text
 * must rest for 400 ms first. Returns the debounced text with the result.
 */
export function useSearchSuggestions(text: string) {
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const enabled = Array.from(debounced).length >= SEARCH_MIN_LENGTH;
  const query = useQuery({
    queryKey: searchKeys.suggestions(debounced),
    // the HTTP client loads with the first suggestion asked for, not with every page (docs/performance.md)
    queryFn: async () =>
      (await import('./request-search-suggestions')).getSearchSuggestions(debounced),
    enabled,
    placeholderData: keepPreviousData,
  });
  return { text: debounced, enabled, ...query };
}
