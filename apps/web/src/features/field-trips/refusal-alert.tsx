import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { localize } from '@app/shared/i18n/localize';
import { ApiError, errorMessage, messageOf } from '../../lib/api-error';

/**
 * A refused call split for a modal: the messages about fields the form shows (under those fields),
 * and the rest (a double booking's 409, a step that is not the caller's, a field the form has not)
 * as one message said in the modal itself, where the person is looking, or `fallback` without one.
 */
export function refusalOf(
  error: unknown,
  shown: readonly string[],
  fallback: string,
): { fields: Record<string, string>; message: string | null } {
  const all = error instanceof ApiError ? error.fieldErrors : {};
  const fields = Object.fromEntries(Object.entries(all).filter(([field]) => shown.includes(field)));
  if (Object.keys(fields).length === Object.keys(all).length && Object.keys(all).length > 0)
    return { fields, message: null };
  const other = Object.entries(all).find(([field]) => !shown.includes(field));
  if (other) return { fields, message: other[1] };
  // A 400 with only non-field messages, or a 403/409 with its detail.
  if (error instanceof ApiError && error.status === 400)
    return { fields, message: messageOf(400, error.body) };
  return { fields, message: errorMessage(error, fallback) };
}

/** The refusal said in a modal; an alert, so a screen reader says it as it appears. */
export function RefusalAlert({ message }: { message: string | null }) {
  const intl = useIntl();
  if (!message) return null;
  return (
    <Alert
      color="red"
      role="alert"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={intl.formatMessage({ id: 'fieldTripScreens.refusedTitle' })}
    >
      {localize(intl, message)}
    </Alert>
  );
}
