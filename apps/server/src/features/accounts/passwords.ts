import { hash, verify, type Options } from '@node-rs/argon2';

// argon2id with OWASP's minimum (19 MiB, 2 passes); about 30 ms on one core here.
const OWASP_MINIMUM = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
// The least argon2 accepts (8 KiB, 1 pass): some 0.1 ms, for the test suite's thousands of hashes.
const TEST_ONLY_MINIMUM = { memoryCost: 8, timeCost: 1, parallelism: 1 } as const;

/**
 * The cost of new hashes. Only the test runner (vitest.config.ts) sets
 * PASSWORD_HASHING=insecure-for-tests, and it is refused unless NODE_ENV=test too: a server started
 * with it otherwise does not start at all. Verification reads the cost from each hash, so hashes of
 * either cost verify under both.
 */
export function passwordHashOptions(env: NodeJS.ProcessEnv): Options {
  const setting = env.PASSWORD_HASHING;
  if (setting === undefined || setting === '' || setting === 'standard') return OWASP_MINIMUM;
  if (setting === 'insecure-for-tests' && env.NODE_ENV === 'test') return TEST_ONLY_MINIMUM;
  throw new Error(
    setting === 'insecure-for-tests'
      ? 'PASSWORD_HASHING=insecure-for-tests is for the test suite only (it needs NODE_ENV=test)'
      : `PASSWORD_HASHING must be "standard" or unset, not ${JSON.stringify(setting)}`,
  );
}

const options = passwordHashOptions(process.env);

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
