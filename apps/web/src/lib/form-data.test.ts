import { describe, expect, it } from 'vitest';
import { toFormData } from './form-data';

describe('toFormData', () => {
  it('sends text as text, a file as a file, and leaves out what is empty', () => {
    const photo = new File(['png'], 'me.png', { type: 'image/png' });
    const form = toFormData({
      staff_number: 'ST-1',
      gender: 2,
      remove_photo: false,
      other_name: '',
      job_role: null,
      photo,
      missing: undefined,
    });
    expect([...form.keys()]).toEqual(['staff_number', 'gender', 'remove_photo', 'other_name', 'photo']);
    expect(form.get('gender')).toBe('2');
    expect(form.get('remove_photo')).toBe('false');
    expect(form.get('other_name')).toBe('');
    const sent = form.get('photo') as File;
    expect(sent.name).toBe('me.png');
    expect(sent.type).toBe('image/png');
  });

  it('refuses a nested object rather than sending "[object Object]"', () => {
    expect(() => toFormData({ schedule: [{ day: 1 }] })).toThrow(
      'schedule: a form field holds text or a file',
    );
  });
});
