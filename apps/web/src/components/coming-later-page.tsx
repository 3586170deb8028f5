import { IconClockHour4 } from '@tabler/icons-react';
import { NoticePage } from './notice-page';

/** Placeholder for an area whose screen arrives with a later issue. */
export function ComingLaterPage({ title }: { title: string }) {
  return (
    <NoticePage
      title={title}
      icon={<IconClockHour4 size={28} />}
      message="This screen is not available yet."
      hint="It arrives with a later release. The other areas in the navigation can be used meanwhile."
    />
  );
}
