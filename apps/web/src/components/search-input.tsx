import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useDebouncedSearch } from '../lib/use-debounced-search';
import { useIntl } from 'react-intl';

type Props = {
  /** The committed search (from the URL). */
  value: string;
  /** Called once typing has paused for the debounce time. */
  onSearch: (text: string) => void;
  placeholder: string;
  width?: number | string;
  /** Debounce in ms (the spec's per screen); 1000 by default. */
  wait?: number;
};

/** A search box that commits its text after the screen's debounce. */
export function SearchInput({ value, onSearch, placeholder, width = 320, wait }: Props) {
  const intl = useIntl();
  const [text, setText] = useDebouncedSearch(value, onSearch, wait);
  return (
    <TextInput
      w={width}
      maw="100%"
      type="search"
      placeholder={placeholder}
      aria-label={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label={intl.formatMessage({ id: 'common.clearSearch' })}
            onClick={() => setText('')}
          />
        ) : null
      }
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
    />
  );
}
