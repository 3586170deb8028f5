import { hash, parseOptions } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { hashPassword, passwordHashOptions, verifyPassword } from './passwords';

describe('password hashing cost', () => {
  it('is OWASP’s argon2id minimum unless the test suite asks for less', () => {
    for (const env of [{}, { NODE_ENV: 'production' }, { NODE_ENV: 'test' }, { PASSWORD_HASHING: '' }]) {
      expect(passwordHashOptions(env)).toEqual({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
    }
  });

  it('is the least argon2 accepts only with NODE_ENV=test, and refused otherwise', () => {
    expect(passwordHashOptions({ PASSWORD_HASHING: 'insecure-for-tests', NODE_ENV: 'test' })).toEqual({
      memoryCost: 8,
      timeCost: 1,
      parallelism: 1,
    });
    for (const NODE_ENV of [undefined, 'development', 'production']) {
      expect(() => passwordHashOptions({ PASSWORD_HASHING: 'insecure-for-tests', NODE_ENV })).toThrow(
        'needs NODE_ENV=test',
      );
    }
    expect(() => passwordHashOptions({ PASSWORD_HASHING: 'fast', NODE_ENV: 'test' })).toThrow(
      'PASSWORD_HASHING must be "standard" or unset',
    );
  });

  it('hashes with argon2id at the test cost in this suite, and still verifies hashes of the full cost', async () => {
    const cheap = await hashPassword('Correct-horse-1');
    expect(cheap).toMatch(/^\$argon2id\$/);
    expect(parseOptions(cheap)).toMatchObject({ memoryCost: 8, timeCost: 1, parallelism: 1 });
    expect(await verifyPassword(cheap, 'Correct-horse-1')).toBe(true);

    const full = await hash('Correct-horse-1', passwordHashOptions({}));
    expect(parseOptions(full)).toMatchObject({ memoryCost: 19456, timeCost: 2 });
    expect(await verifyPassword(full, 'Correct-horse-1')).toBe(true);
    expect(await verifyPassword(full, 'Correct-horse-2')).toBe(false);
  });
});
