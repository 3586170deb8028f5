import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { catalogues, flatten } from '@app/shared/i18n/catalogue';
import { formatsFor } from '@app/shared/i18n/formats';
import { INTL_LOCALES } from '@app/shared/i18n/locales';
import { formatAuditField, formatAuditValue, attachmentChange, shownFields } from './audit-values';

const intl = createIntl({ locale: INTL_LOCALES.en, messages: flatten(await catalogues.en()) });
const swahili = createIntl({ locale: INTL_LOCALES.sw, messages: flatten(await catalogues.sw()) });

// Issue 19: an entry's stored values read as the record's own screen shows them.
const names = (changes: Record<string, { old?: unknown; new?: unknown }>) =>
  shownFields(changes as never, intl).map(({ field, name }) => `${field} as ${name}`);

describe('shownFields', () => {
  it('shows a code by its label and an id by the name beside it, called after the field', () => {
    expect(
      names({
        student: { new: '7f5cc2ab-5e3c-4f0e-9a51-0c1d2e3f4a5b' },
        student_name: { new: 'Amani Otieno' },
        event_type: { new: 3 },
        event_type_title: { new: 'Pickup' },
        gender: { new: 2 },
        gender_label: { new: 'Female' },
        first_name: { new: 'Amani' },
        full_name: { new: 'Amani Otieno' },
      }),
    ).toEqual([
      'event_type_title as Event type',
      'first_name as First name',
      'full_name as Full name',
      'gender_label as Gender',
      'student_name as Student',
    ]);
  });

  it('shows a route assignment’s days once, by their names', () => {
    expect(
      names({
        schedule: { new: '[]' },
        bus_schedule: { new: '[]' },
        journey: { new: 'x' },
        journey_title: { new: 'AM' },
      }),
    ).toEqual(['bus_schedule as Bus schedule', 'journey_title as Journey']);
  });
});

describe('formatAuditValue', () => {
  const formats = formatsFor('en', 'Africa/Nairobi');

  it('says nothing for none, Yes or No for a flag, and dates as the console writes them', () => {
    expect(formatAuditValue(null, formats, intl)).toBeNull();
    expect(formatAuditValue('', formats, intl)).toBeNull();
    expect(formatAuditValue(true, formats, intl)).toBe('Yes');
    expect(formatAuditValue(false, formats, intl)).toBe('No');
    expect(formatAuditValue('2015-03-14', formats, intl)).toBe('March 14, 2015');
    expect(formatAuditValue(42, formats, intl)).toBe('42');
  });

  it('shows a moment in the school’s time zone, not as ISO text', () => {
    expect(formatAuditValue('2026-11-24T12:49:00.000Z', formats, intl)).toBe('November 24, 2026 at 3:49 PM');
    // In Kiswahili, as a Kenyan office writes it.
    const kiswahili = formatsFor('sw', 'Africa/Nairobi');
    expect(formatAuditValue('2026-11-24T12:49:00.000Z', kiswahili, swahili)).toBe(
      '24 Novemba 2026 saa 15:49',
    );
    expect(formatAuditValue('2015-03-14', kiswahili, swahili)).toBe('14 Machi 2015');
  });

  it('shows a schedule by the names of its active days', () => {
    const busSchedule = JSON.stringify([
      { day_of_week: 1, is_active: true, day_name: 'Monday' },
      { day_of_week: 2, is_active: false, day_name: 'Tuesday' },
      { day_of_week: 3, is_active: true, day_name: 'Wednesday' },
    ]);
    expect(formatAuditValue(busSchedule, formats, intl)).toBe('Monday, Wednesday');
    const schedule = JSON.stringify([
      { day_of_week: 5, is_active: true },
      { day_of_week: 6, is_active: false },
    ]);
    expect(formatAuditValue(schedule, formats, intl)).toBe('Friday');
    expect(formatAuditValue(JSON.stringify([{ day_of_week: 1, is_active: false }]), formats, intl)).toBe(
      'No days',
    );
  });

  it('shows a nested record by its names and titles, never its ids', () => {
    const enrolment = JSON.stringify({
      academic_period: '0f0e0d0c-0b0a-4909-8807-060504030201',
      academic_period_title: 'Term 1 2026',
      stream: '1f0e0d0c-0b0a-4909-8807-060504030201',
      stream_title: '3 East',
      grade_level: '2f0e0d0c-0b0a-4909-8807-060504030201',
      grade_level_title: 'Grade 3',
    });
    expect(formatAuditValue(enrolment, formats, intl)).toBe('Term 1 2026, 3 East, Grade 3');
  });

  it('keeps text that only looks like JSON as it is', () => {
    expect(formatAuditValue('[draft] notes', formats, intl)).toBe('[draft] notes');
  });
});

describe('attachmentChange', () => {
  const photo = (file: string) => `/students/7f5cc2ab/photo/?v=${file}`;

  it('says what happened to a photo instead of naming its stored file', () => {
    expect(attachmentChange('photo', { new: photo('a.png') }, intl)).toBe('Photo added');
    expect(attachmentChange('photo', { old: null, new: photo('a.png') }, intl)).toBe('Photo added');
    expect(attachmentChange('photo', { old: photo('a.png'), new: photo('b.png') }, intl)).toBe(
      'Photo changed',
    );
    expect(attachmentChange('photo', { old: photo('a.png'), new: null }, intl)).toBe('Photo removed');
    expect(attachmentChange('photo', { old: photo('a.png') }, intl)).toBe('Photo removed');
    expect(attachmentChange('photo', { old: 'Atieno', new: 'Kamau' }, intl)).toBeNull();
  });

  it('says a document file was added, replaced or removed, never its name, and hides its type and size', () => {
    expect(attachmentChange('file_name', { old: null, new: 'scan.pdf' }, intl)).toBe('File added');
    expect(attachmentChange('file_name', { old: 'a.pdf', new: 'b.pdf' }, swahili)).toBe(
      'Faili imebadilishwa',
    );
    expect(attachmentChange('file_name', { old: 'a.pdf', new: null }, intl)).toBe('File removed');
    expect(attachmentChange('file_name', { new: null }, intl)).toBeNull();
    const changes = {
      file_name: { old: null, new: 'scan.pdf' },
      file_type: { old: null, new: 'application/pdf' },
      file_size: { old: null, new: 1024 },
    };
    expect(shownFields(changes, intl).map(({ field }) => field)).toEqual(['file_name']);
  });
});

describe('in Kiswahili', () => {
  const kiswahili = formatsFor('sw', 'Africa/Nairobi');

  it('names the fields, the days, the flags and the photo in the reader’s words', () => {
    const changes = {
      gender: { new: 2 },
      gender_label: { new: 'Female' },
      date_of_birth: { new: '2015-03-14' },
    };
    expect(shownFields(changes, swahili).map(({ name }) => name)).toEqual(['Jinsia', 'Tarehe ya kuzaliwa']);
    // A field the catalogue does not list is called by its key's words.
    expect(shownFields({ bus_colour: { new: 'Yellow' } }, swahili)).toEqual([
      { field: 'bus_colour', name: 'Bus colour' },
    ]);
    expect(formatAuditValue(true, kiswahili, swahili)).toBe('Ndiyo');
    const schedule = JSON.stringify([
      { day_of_week: 1, is_active: true, day_name: 'Monday' },
      { day_of_week: 3, is_active: true, day_name: 'Wednesday' },
    ]);
    expect(formatAuditValue(schedule, kiswahili, swahili)).toBe('Jumatatu, Jumatano');
    expect(formatAuditValue('[]', kiswahili, swahili)).toBe('Hakuna siku');
    expect(attachmentChange('photo', { new: '/students/7f5cc2ab/photo/?v=a.png' }, swahili)).toBe(
      'Picha imeongezwa',
    );
  });

  it('words a code’s label by the code the entry keeps beside it', () => {
    const changes = {
      gender: { old: 1, new: 2 },
      gender_label: { old: 'Male', new: 'Female' },
      event_type: { new: 3 },
      event_type_title: { new: 'Pickup' },
      reason: { new: 42 },
      reason_title: { new: 'Flooding' },
      direction: { old: 1, new: 2 },
      direction_title: { old: 'To School', new: 'From School' },
    };
    expect(formatAuditField(changes, 'gender_label', 'old', kiswahili, swahili)).toBe('Mwanamume');
    expect(formatAuditField(changes, 'gender_label', 'new', formatsFor('en', 'UTC'), intl)).toBe('Female');
    expect(formatAuditField(changes, 'event_type_title', 'new', kiswahili, swahili)).toBe('Kupakiwa');
    // A code the console does not list keeps the label the entry has.
    expect(formatAuditField(changes, 'reason_title', 'new', kiswahili, swahili)).toBe('Flooding');
    expect(formatAuditField(changes, 'direction_title', 'new', formatsFor('en', 'UTC'), intl)).toBe(
      'From School',
    );
    expect(formatAuditField(changes, 'direction_title', 'old', kiswahili, swahili)).toBe('Kwenda Shuleni');
  });

  it('words the codes of field trips, inspections and documents as their screens do', () => {
    const en = formatsFor('en', 'UTC');
    const changes = {
      status: { old: 'requested', new: 'approved' },
      decision: { new: 'rejected' },
      kind: { new: 'pre_trip' },
      result: { new: 'major' },
      vehicle_type: { new: 'minibus' },
      applies_to: { new: 'employee' },
      role_id: { new: 200 },
    };
    const read = (field: keyof typeof changes, side: 'old' | 'new', formats = kiswahili, reader = swahili) =>
      formatAuditField(changes, field, side, formats, reader);
    expect(read('status', 'old')).toBe('Imeombwa');
    expect(read('status', 'new', en, intl)).toBe('Approved');
    expect(read('decision', 'new')).toBe(swahili.formatMessage({ id: 'fieldTripScreens.stepRejected' }));
    expect(read('kind', 'new')).toBe('Kabla ya safari');
    expect(read('result', 'new', en, intl)).toBe('Major defect');
    expect(read('vehicle_type', 'new')).toBe('Basi dogo');
    expect(read('applies_to', 'new', en, intl)).toBe('Employees');
    expect(read('role_id', 'new')).toBe('Meneja wa Usafiri');
    expect(shownFields(changes, swahili).map(({ name }) => name)).toContain('Huamuliwa na');
    expect(formatAuditValue('08:00:00', kiswahili, swahili)).toBe('08:00');
    expect(formatAuditValue('08:00:30', kiswahili, swahili)).toBe('08:00:30');
    // A code none of them has stays as the entry keeps it.
    expect(formatAuditField({ status: { new: 'paused' } }, 'status', 'new', en, intl)).toBe('paused');
  });
});
