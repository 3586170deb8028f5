import { expect } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { TEST_PASSWORD } from '../../../test/factories';
import { users } from '../../db/schema';

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

let phoneCounter = 0;

/** A fresh Kenyan mobile number per call (digits only, as phones are kept). */
export function newPhone(): string {
  phoneCounter += 1;
  return `2547${(Date.now() % 1_000_000).toString().padStart(6, '0')}${(phoneCounter % 100).toString().padStart(2, '0')}`;
}

/** An account made from a phone alone: no e-mail, no password (a guardian's, ADR 022). */
export async function createPhoneUser(t: TestApp, phone = newPhone()) {
  const [user] = await t.database.db
    .insert(users)
    .values({ phone, first_name: 'Achieng', last_name: 'Odhiambo' })
    .returning();
  return { ...user!, phone };
}
