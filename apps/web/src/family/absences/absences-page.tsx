import { ABSENCE_PARTS, absenceInputSchema, type AbsencePart } from '@app/shared/family/family.schemas';
import type { MessageKey } from '@app/shared/i18n/catalogue';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'wouter';
import { schoolToday } from '../../lib/school-today';
import { useAbsenceChanges, useAbsences } from '../family-api';
import { useFamilyFormats } from '../family-formats';
import { ErrorText } from '../ui/error-text';
import { failureOf, NO_FAILURE, type Failure } from '../ui/failure';
import { FamilyShell } from '../ui/family-shell';
import ui from '../ui/family.module.css';
import { TextField } from '../ui/text-field';
import { schemaErrors } from '../ui/validate';

const PART_WORDS: Record<AbsencePart, MessageKey> = {
  morning: 'familyApp.partMorning',
  afternoon: 'familyApp.partAfternoon',
  both: 'familyApp.partBoth',
};

/**
 * 'Will not ride' (issue 23 §2): the family tells the school the child will not ride on a date, in
 * the morning, the afternoon or both; the run sheet shows it and no 'absent' alarm goes out. Each
 * can be taken back.
 */
export function AbsencesPage() {
  const intl = useIntl();
  const formats = useFamilyFormats();
  const child = useParams().child ?? '';
  const absences = useAbsences(child);
  const { add, withdraw } = useAbsenceChanges(child);
  const [date, setDate] = useState(() => schoolToday(formats.timeZone));
  const [part, setPart] = useState<AbsencePart>('both');
  const [failure, setFailure] = useState<Failure>(NO_FAILURE);
  const [saved, setSaved] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const input = { date, part };
    const fields = schemaErrors(absenceInputSchema, input);
    setFailure({ fields, error: null });
    if (Object.keys(fields).length > 0) return;
    add.mutate(input, {
      onSuccess: () => setSaved(true),
      onError: (error) => setFailure(failureOf(error)),
    });
  };

  return (
    <FamilyShell title={intl.formatMessage({ id: 'familyApp.willNotRide' })}>
      <p>
        <Link to={`/family/children/${child}`}>
          <FormattedMessage id="familyApp.backToToday" />
        </Link>
      </p>
      <p className={ui.dimmed}>
        <FormattedMessage id="familyApp.willNotRideIntro" />
      </p>
      <form onSubmit={submit} noValidate>
        <TextField
          label={intl.formatMessage({ id: 'familyApp.date' })}
          type="date"
          value={date}
          onChange={(event) => setDate(event.target.value)}
          error={failure.fields.date}
        />
        <fieldset className={ui.fieldset}>
          <legend className={ui.label}>
            <FormattedMessage id="familyApp.part" />
          </legend>
          {ABSENCE_PARTS.map((value) => (
            <label key={value} className={ui.choice}>
              <input
                type="radio"
                name="part"
                value={value}
                checked={part === value}
                onChange={() => setPart(value)}
              />
              <FormattedMessage id={PART_WORDS[value]} />
            </label>
          ))}
          {failure.fields.part && <ErrorText error={failure.fields.part} />}
        </fieldset>
        <ErrorText error={failure.error} />
        {saved && (
          <p className={ui.notice} role="status">
            <FormattedMessage id="familyApp.absenceSaved" />
          </p>
        )}
        <div className={ui.actions}>
          <button type="submit" className={ui.button} disabled={add.isPending}>
            <FormattedMessage id="familyApp.tellSchool" />
          </button>
        </div>
      </form>
      <h2 className={ui.subtitle}>
        <FormattedMessage id="familyApp.upcomingAbsences" />
      </h2>
      <ErrorText error={absences.error ?? withdraw.error} />
      {absences.isSuccess && absences.data.results.length === 0 && (
        <p className={ui.dimmed}>
          <FormattedMessage id="familyApp.noAbsences" />
        </p>
      )}
      <ul className={ui.list}>
        {absences.data?.results.map((absence) => {
          const values = {
            date: formats.date(absence.date, 'full'),
            part: intl.formatMessage({ id: PART_WORDS[absence.part] }),
          };
          return (
            <li key={absence.id} className={ui.card}>
              <FormattedMessage id="familyApp.absenceLine" values={values} />
              <div className={ui.actions}>
                <button
                  type="button"
                  className={ui.secondary}
                  disabled={withdraw.isPending}
                  aria-label={intl.formatMessage({ id: 'familyApp.withdrawNamed' }, values)}
                  onClick={() => withdraw.mutate(absence.id)}
                >
                  <FormattedMessage id="familyApp.withdraw" />
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </FamilyShell>
  );
}
