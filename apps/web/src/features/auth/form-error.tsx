import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { LocalizedText } from '../../i18n/localized-text';

/** A failed call's message above a form, with an optional way out after it. */
export function FormError({
  message,
  action,
}: {
  message: string | null | false | undefined;
  action?: ReactNode;
}) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      <LocalizedText text={message} />
      {action && <> {action}</>}
    </Alert>
  );
}
