import { useState } from 'react';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';

/** What the search box shows, and the trimmed, debounced term the server is asked for. */
export function useSearchTerm() {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  return { search, setSearch, debounced };
}
