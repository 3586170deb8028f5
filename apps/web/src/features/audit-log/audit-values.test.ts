import { describe, expect, it } from 'vitest';
import { formatAuditValue, photoChange, shownFields } from './audit-values';

// Issue 19: an entry's stored values read as the record's own screen shows them.
const names = (changes: Record<string, { old?: unknown; new?: unknown }>) =>
  shownFields(changes as never).map(({ field, name }) => `${field} as ${name}`);

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
  const zone = 'Africa/Nairobi';

  it('says nothing for none, Yes or No for a flag, and dates as the console writes them', () => {
    expect(formatAuditValue(null, zone)).toBeNull();
    expect(formatAuditValue('', zone)).toBeNull();
    expect(formatAuditValue(true, zone)).toBe('Yes');
    expect(formatAuditValue(false, zone)).toBe('No');
    expect(formatAuditValue('2015-03-14', zone)).toBe('March 14, 2015');
    expect(formatAuditValue(42, zone)).toBe('42');
  });

  it('shows a moment in the school’s time zone, not as ISO text', () => {
    expect(formatAuditValue('2026-11-24T12:49:00.000Z', zone)).toBe('November 24, 2026 at 3:49 PM');
  });

  it('shows a schedule by the names of its active days', () => {
    const busSchedule = JSON.stringify([
      { day_of_week: 1, is_active: true, day_name: 'Monday' },
      { day_of_week: 2, is_active: false, day_name: 'Tuesday' },
      { day_of_week: 3, is_active: true, day_name: 'Wednesday' },
    ]);
    expect(formatAuditValue(busSchedule, zone)).toBe('Monday, Wednesday');
    const schedule = JSON.stringify([
      { day_of_week: 5, is_active: true },
      { day_of_week: 6, is_active: false },
    ]);
    expect(formatAuditValue(schedule, zone)).toBe('Friday');
    expect(formatAuditValue(JSON.stringify([{ day_of_week: 1, is_active: false }]), zone)).toBe('No days');
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
    expect(formatAuditValue(enrolment, zone)).toBe('Term 1 2026, 3 East, Grade 3');
  });

  it('keeps text that only looks like JSON as it is', () => {
    expect(formatAuditValue('[draft] notes', zone)).toBe('[draft] notes');
  });
});

describe('photoChange', () => {
  const photo = (file: string) => `/students/7f5cc2ab/photo/?v=${file}`;

  it('says what happened to a photo instead of naming its stored file', () => {
    expect(photoChange({ new: photo('a.png') })).toBe('Photo added');
    expect(photoChange({ old: null, new: photo('a.png') })).toBe('Photo added');
    expect(photoChange({ old: photo('a.png'), new: photo('b.png') })).toBe('Photo changed');
    expect(photoChange({ old: photo('a.png'), new: null })).toBe('Photo removed');
    expect(photoChange({ old: photo('a.png') })).toBe('Photo removed');
    expect(photoChange({ old: 'Atieno', new: 'Kamau' })).toBeNull();
  });
});
