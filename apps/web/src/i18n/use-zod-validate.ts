import type { FormErrors } from '@mantine/form';
import { localize } from '@app/shared/i18n/localize';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { $ZodType } from 'zod/v4/core';

/**
 * A form's validation by its shared schema (mantine-form-zod-resolver, first message a field), the
 * messages in the console's language: the schemas name them by key (@app/shared/i18n/message-ref).
 * One function for the form's life, reading the language at each validation, so a switch with the
 * form open words the next message in the new language.
 */
export function useZodValidate<V>(schema: $ZodType): (values: V) => FormErrors {
  const intl = useIntl();
  const current = useRef(intl);
  current.current = intl;
  const [validate] = useState(() => {
    const resolve = zod4Resolver(schema, { errorPriority: 'first' });
    return (values: V): FormErrors =>
      Object.fromEntries(
        Object.entries(resolve(values as Record<string, unknown>)).map(([field, message]) => [
          field,
          typeof message === 'string' ? localize(current.current, message) : message,
        ]),
      );
  });
  return validate;
}
