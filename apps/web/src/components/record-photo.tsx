import { Avatar } from '@mantine/core';
import { useIntl } from 'react-intl';
import { usePhotoUrl } from '../lib/use-photo-url';

type AvatarProps = {
  /** A `blob:` URL of the photo, or null for the initials. */
  url: string | null;
  /** The person's name: the initials, and the accessible name of the picture. */
  name: string;
  /** What the picture is called for assistive technology when there is a photo (the name by default). */
  alt?: string;
  size?: number;
};

/**
 * A person's photo, or their initials in a circle when there is none: the stand-in is named too, so
 * a row read aloud says "No photo" rather than skipping the column.
 */
export function PhotoAvatar({ url, name, alt = name, size = 40 }: AvatarProps) {
  const intl = useIntl();
  if (url) return <Avatar src={url} alt={alt} size={size} radius="xl" />;
  return (
    <Avatar
      name={name}
      size={size}
      radius="xl"
      color="blue"
      role="img"
      aria-label={
        name.trim()
          ? intl.formatMessage({ id: 'common.noPhotoOf' }, { name })
          : intl.formatMessage({ id: 'common.noPhoto' })
      }
    />
  );
}

/** The table thumbnail of a record's photo (`path` is the record's `photo` URL, or null). */
export function RecordPhoto({ path, name, size }: { path: string | null; name: string; size?: number }) {
  const url = usePhotoUrl(path, 'thumb');
  return <PhotoAvatar url={url} name={name} size={size} />;
}
