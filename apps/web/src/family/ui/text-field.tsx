import { useId, type InputHTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import { localize } from '@app/shared/i18n/localize';
import ui from './family.module.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & {
  label: string;
  /** A field's message: the server's words, or a ref of the family catalogues. */
  error?: string | undefined;
};

/** A labelled input with its message under it, tied to it for screen readers. */
export function TextField({ label, error, ...input }: Props) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className={ui.field}>
      <label className={ui.label} htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        className={ui.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p className={ui.error} id={`${id}-error`}>
          {localize(intl, error)}
        </p>
      )}
    </div>
  );
}
