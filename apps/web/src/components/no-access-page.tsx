import { IconLock } from '@tabler/icons-react';
import { NoticePage } from './notice-page';

/** Shown instead of a screen the chosen profile may not open (the server would answer 403). */
export function NoAccessPage({ title }: { title: string }) {
  return (
    <NoticePage
      title={title}
      icon={<IconLock size={28} />}
      message="Your profile does not have access to this area."
      hint="Choose another profile with Change Profile in the menu, or ask your school administrator."
    />
  );
}
