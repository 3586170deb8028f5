import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';

/** Search debounce of the spec (part 1 §9). */
const SEARCH_DEBOUNCE_MS = 1000;

/**
 * The text of a search box and its debounced commit: `onCommit` runs once the user has stopped typing for
 * `wait` ms. When `committed` changes from outside (back button, a link), the box follows it.
 */
export function useDebouncedSearch(
  committed: string,
  onCommit: (text: string) => void,
  wait = SEARCH_DEBOUNCE_MS,
) {
  const [text, setText] = useState(committed);
  const [debounced] = useDebouncedValue(text, wait);
  const lastCommitted = useRef(committed);
  const commit = useRef(onCommit);
  commit.current = onCommit;

  useEffect(() => {
    if (debounced === lastCommitted.current) return;
    lastCommitted.current = debounced;
    commit.current(debounced);
  }, [debounced]);

  useEffect(() => {
    // Only an outside change moves the box; our own commits arrive here too and must not undo newer typing.
    if (committed === lastCommitted.current) return;
    lastCommitted.current = committed;
    setText(committed);
  }, [committed]);

  return [text, setText] as const;
}
