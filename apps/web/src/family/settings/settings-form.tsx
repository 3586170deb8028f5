import {
  noticeSettingsInputSchema,
  type NoticeSettings,
  type NoticeSettingsInput,
} from '@app/shared/family/family.schemas';
import { LANGUAGE_PATH, LOCALE_NAMES, LOCALES, type Locale } from '@app/shared/i18n/locales';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { authApi } from '../../lib/api-client';
import { useSaveNoticeSettings } from '../family-api';
import { storeLanguage } from '../family-session';
import { ErrorText } from '../ui/error-text';
import { failureOf, NO_FAILURE, type Failure } from '../ui/failure';
import ui from '../ui/family.module.css';
import { TextField } from '../ui/text-field';
import { schemaErrors } from '../ui/validate';

const CHANNELS = [
  ['push', 'familyApp.channelPush'],
  ['sms', 'familyApp.channelSms'],
  ['email', 'familyApp.channelEmail'],
] as const;

/**
 * The guardian's notices: how many minutes before the bus reaches the stop, by which channels, quiet
 * hours and the language (which the app then speaks too).
 */
export function SettingsForm({ settings }: { settings: NoticeSettings }) {
  const intl = useIntl();
  const save = useSaveNoticeSettings();
  const [values, setValues] = useState(settings);
  const [minutes, setMinutes] = useState(String(settings.minutes_before));
  const [failure, setFailure] = useState<Failure>(NO_FAILURE);
  const [saved, setSaved] = useState(false);
  const set = (patch: Partial<NoticeSettings>) => {
    setSaved(false);
    setValues((last) => ({ ...last, ...patch }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input: NoticeSettingsInput = {
      ...values,
      // An empty or non-numeric field is sent as it is typed, and the schema words what is wrong.
      minutes_before: minutes.trim() === '' ? Number.NaN : Number(minutes),
      quiet_from: values.quiet_from || null,
      quiet_until: values.quiet_until || null,
    };
    const fields = schemaErrors(noticeSettingsInputSchema, input);
    setFailure({ fields, error: null });
    if (Object.keys(fields).length > 0) return;
    save.mutate(input, {
      onSuccess: async (answer) => {
        setSaved(true);
        // The app speaks the language the notices do; the account keeps it for the next sign-in.
        await authApi.put(LANGUAGE_PATH, { language: answer.language }).catch(() => undefined);
        storeLanguage(answer.language);
      },
      onError: (error) => setFailure(failureOf(error)),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <TextField
        label={intl.formatMessage({ id: 'familyApp.minutesBefore' })}
        inputMode="numeric"
        value={minutes}
        onChange={(event) => {
          setSaved(false);
          setMinutes(event.target.value);
        }}
        error={failure.fields.minutes_before}
      />
      <fieldset className={ui.fieldset}>
        <legend className={ui.label}>
          <FormattedMessage id="familyApp.channels" />
        </legend>
        {CHANNELS.map(([channel, word]) => (
          <label key={channel} className={ui.choice}>
            <input
              type="checkbox"
              checked={values[channel]}
              onChange={(event) => set({ [channel]: event.target.checked })}
            />
            <FormattedMessage id={word} />
          </label>
        ))}
      </fieldset>
      <fieldset className={ui.fieldset}>
        <legend className={ui.label}>
          <FormattedMessage id="familyApp.quietHours" />
        </legend>
        <TextField
          label={intl.formatMessage({ id: 'familyApp.quietFrom' })}
          type="time"
          value={values.quiet_from ?? ''}
          onChange={(event) => set({ quiet_from: event.target.value || null })}
          error={failure.fields.quiet_from}
        />
        <TextField
          label={intl.formatMessage({ id: 'familyApp.quietUntil' })}
          type="time"
          value={values.quiet_until ?? ''}
          onChange={(event) => set({ quiet_until: event.target.value || null })}
          error={failure.fields.quiet_until}
        />
      </fieldset>
      <div className={ui.field}>
        <label className={ui.label} htmlFor="family-language">
          <FormattedMessage id="familyApp.language" />
        </label>
        <select
          id="family-language"
          className={ui.input}
          value={values.language ?? ''}
          onChange={(event) => set({ language: (event.target.value || null) as Locale | null })}
        >
          <option value="">{intl.formatMessage({ id: 'familyApp.schoolLanguage' })}</option>
          {LOCALES.map((locale) => (
            <option key={locale} value={locale}>
              {LOCALE_NAMES[locale]}
            </option>
          ))}
        </select>
        {failure.fields.language && <ErrorText error={failure.fields.language} />}
      </div>
      <ErrorText error={failure.error} />
      {saved && (
        <p className={ui.notice} role="status">
          <FormattedMessage id="familyApp.settingsSaved" />
        </p>
      )}
      <div className={ui.actions}>
        <button type="submit" className={ui.button} disabled={save.isPending}>
          <FormattedMessage id="familyApp.save" />
        </button>
      </div>
    </form>
  );
}
