import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

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
      {message}
      {action && <> {action}</>}
    </Alert>
  );
}
