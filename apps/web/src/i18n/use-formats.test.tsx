import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../test/render-screen';
import { signInAs } from '../test/signed-in';
import { useFormats } from './use-formats';

// 21:30 UTC on November 24 is 00:30 on November 25 in Nairobi (UTC+3).
const LATE = '2026-11-24T21:30:00Z';

function Shown() {
  const formats = useFormats();
  return (
    <p>
      {[formats.date(LATE), formats.time(LATE), formats.number(12480, { unit: 'kilometer' })].join(' | ')}
    </p>
  );
}

describe('useFormats', () => {
  it("writes in the console's language and the chosen school's time zone", () => {
    signInAs(200, 'Africa/Nairobi');
    renderScreen(<Shown />);
    expect(screen.getByText('November 25, 2026 | 00:30 | 12,480 km')).toBeTruthy();
  });

  it('writes in Kiswahili when the console speaks it', () => {
    signInAs(200, 'Africa/Nairobi');
    renderScreen(<Shown />, '/', 'sw');
    expect(screen.getByText('25 Novemba 2026 | 00:30 | km 12,480')).toBeTruthy();
  });

  it("shows the same moment on UTC's day for a school that keeps UTC", () => {
    signInAs(200, 'UTC');
    renderScreen(<Shown />);
    expect(screen.getByText('November 24, 2026 | 21:30 | 12,480 km')).toBeTruthy();
  });
});
