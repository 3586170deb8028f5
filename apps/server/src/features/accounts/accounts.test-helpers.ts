import { expect } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { TEST_PASSWORD } from '../../../test/factories';

let counter = 0;

/** A fresh address per call, so tests in one file never share a rate-limit counter or account. */
export function newEmail(prefix = 'person'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.test`;
}

/** The code of the latest message with a code sent to this address (or phone). */
export function lastCodeTo(t: TestApp, to: string): string {
  const message = t.messages.filter((candidate) => candidate.to === to && candidate.code).at(-1);
  expect(message, `no code was sent to ${to}`).toBeDefined();
  return message!.code!;
}

export function registration(email: string, overrides: Record<string, unknown> = {}) {
  return {
    email,
    password: TEST_PASSWORD,
    password2: TEST_PASSWORD,
    first_name: 'Amina',
    last_name: 'Otieno',
    ...overrides,
  };
}

/** Registers through the API and returns the confirmation code that was e-mailed. */
export async function registerThroughApi(t: TestApp, email: string): Promise<string> {
  const response = await t.request('POST', '/user/register/', { body: registration(email) });
  expect(response.status).toBe(201);
  return lastCodeTo(t, email);
}

/** A wrong code that is surely not the right one. */
export function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}
