import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config/env';
import { loadAccessTokens, type AccessTokens } from './access-tokens';

// jose's verify, counted: a remembered token must not be checked again.
vi.mock('jose', async (importOriginal) => {
  const jose = await importOriginal<typeof import('jose')>();
  return { ...jose, jwtVerify: vi.fn(jose.jwtVerify) };
});
const { jwtVerify } = await import('jose');

const TTL_SECONDS = 900;
let tokens: AccessTokens;
beforeAll(async () => {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/nonexistent',
    JWT_ACCESS_TTL_SECONDS: String(TTL_SECONDS),
  });
  tokens = await loadAccessTokens(config, { ephemeral: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.mocked(jwtVerify).mockClear();
});

describe('verified access tokens', () => {
  it('checks the signature of a token once, then remembers it', async () => {
    const token = await tokens.sign({ userId: 'user-1', sessionId: 'session-1' });
    expect(await tokens.verify(token)).toEqual({ userId: 'user-1', sessionId: 'session-1' });
    expect(await tokens.verify(token)).toEqual({ userId: 'user-1', sessionId: 'session-1' });
    expect(await tokens.verify(token)).toEqual({ userId: 'user-1', sessionId: 'session-1' });
    expect(jwtVerify).toHaveBeenCalledTimes(1);
  });

  it('still refuses an altered token after the genuine one is remembered, every time', async () => {
    const token = await tokens.sign({ userId: 'user-2', sessionId: 'session-2' });
    expect(await tokens.verify(token)).toEqual({ userId: 'user-2', sessionId: 'session-2' });
    const forged = token.slice(0, -4) + (token.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect(await tokens.verify(forged)).toBeNull();
    expect(await tokens.verify(forged)).toBeNull();
    expect(jwtVerify).toHaveBeenCalledTimes(3);
  });

  it('forgets a token when it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await tokens.sign({ userId: 'user-3', sessionId: 'session-3' });
    expect(await tokens.verify(token)).toEqual({ userId: 'user-3', sessionId: 'session-3' });
    vi.setSystemTime(Date.now() + (TTL_SECONDS - 5) * 1000);
    expect(await tokens.verify(token)).toEqual({ userId: 'user-3', sessionId: 'session-3' });
    vi.setSystemTime(Date.now() + 10_000);
    expect(await tokens.verify(token)).toBeNull();
    expect(jwtVerify).toHaveBeenCalledTimes(2);
  });
});
