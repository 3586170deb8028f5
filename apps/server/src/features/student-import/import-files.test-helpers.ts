import sharp from 'sharp';
import { expect } from 'vitest';

type Upload = (
  file: { name: string; data: Buffer | string } | null,
) => Promise<{ status: number; body: unknown }>;

/** A small PNG: a file no spreadsheet reader takes, whatever it is named. */
export function imageBytes(): Promise<Buffer> {
  return sharp({ create: { width: 2, height: 2, channels: 3, background: 'red' } })
    .png()
    .toBuffer();
}

/** Each file (none for `null`) is refused by `upload` with its 400 body. */
export async function expectFileRefusals(
  upload: Upload,
  cases: [Parameters<Upload>[0], Record<string, string[]>][],
): Promise<void> {
  for (const [file, body] of cases) expect(await upload(file)).toMatchObject({ status: 400, body });
}
