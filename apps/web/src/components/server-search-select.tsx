import { Loader, Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

export type SelectOption = { value: string; label: string };

/** A form's select of one record (a vehicle, a driver, an attendant): the chosen id and its option. */
export type RecordSelectProps = {
  value: string;
  onChange: (value: string) => void;
  /** The edited record's choice, shown before (or without) the options loading. */
  selected: SelectOption | undefined;
  error?: ReactNode;
};

// Options follow typing quickly; the 1000 ms of the spec is for the list screens' search boxes and
// the student assignment modal's student search.
const OPTION_SEARCH_DEBOUNCE_MS = 300;

type Props = Omit<
  SelectProps,
  'data' | 'value' | 'onChange' | 'searchable' | 'searchValue' | 'onSearchChange' | 'filter'
> & {
  /** The chosen id; '' when none. */
  value: string;
  onChange: (value: string) => void;
  /** The options the server answered for the current search. */
  options: SelectOption[] | undefined;
  /** The chosen option as first known (an edited record's), while the results may not hold it. */
  selected?: SelectOption | undefined;
  isFetching: boolean;
  /** The typed text, after a pause; '' while the box shows the chosen option's label. */
  onSearch: (text: string) => void;
  /** The pause in ms (300 by default). */
  debounce?: number;
};

/**
 * A searchable select over a list too long to load whole: the server searches as the user types, and
 * the chosen option stays shown even when the latest results do not include it.
 */
export function ServerSearchSelect({
  value,
  onChange,
  options,
  selected,
  isFetching,
  onSearch,
  debounce = OPTION_SEARCH_DEBOUNCE_MS,
  ...rest
}: Props) {
  const [chosen, setChosen] = useState(selected);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, debounce);
  const searchRef = useRef(onSearch);
  searchRef.current = onSearch;

  const answered = useMemo(() => new Set((options ?? []).map((option) => option.value)), [options]);
  const data = useMemo(() => {
    const results = options ?? [];
    const keep = chosen && chosen.value === value && !results.some((o) => o.value === value);
    return keep ? [chosen, ...results] : results;
  }, [options, chosen, value]);

  // The box holds the chosen option's label after a pick: that is not a search, so every option shows.
  const term = chosen && debounced === chosen.label ? '' : debounced;
  useEffect(() => searchRef.current(term), [term]);

  return (
    <Select
      {...rest}
      searchable
      data={data}
      value={value || null}
      onChange={(next, option) => {
        setChosen(option ?? undefined);
        onChange(next ?? '');
      }}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has already filtered by its own fields (a staff number is not in the label); the
      // kept chosen option shows only with the chosen label in the box (Mantine skips the filter then).
      filter={({ options: found }) =>
        found.filter((option) => 'value' in option && answered.has(option.value))
      }
      aria-busy={isFetching}
      rightSection={isFetching ? <Loader size="xs" aria-hidden /> : undefined}
    />
  );
}
