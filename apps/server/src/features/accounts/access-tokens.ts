import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { exportPKCS8, exportSPKI, generateKeyPair, importPKCS8, importSPKI, jwtVerify, SignJWT } from 'jose';
import type { CryptoKey } from 'jose';
import type { Config } from '../../config/env';
import { ExpiringCache } from '../../http/expiring-cache';

const ALG = 'EdDSA';
/** Verified tokens remembered per process: about one per person signed in within the last 15 minutes. */
const VERIFIED_TOKENS_KEPT = 10_000;

/** Who a valid access token speaks for: the user, and the sign-in (refresh-token family) it belongs to. */
export type AccessClaims = { userId: string; sessionId: string };

export type AccessTokens = {
  /**
   * An access token issued at `issuedAt` (now by default). Ed25519 signatures are deterministic, so
   * the same claims and time give the same token: a refresh answered again gives the same pair.
   */
  sign(claims: AccessClaims, issuedAt?: Date): Promise<string>;
  /**
   * The claims of a token with a good signature that has not expired, or null for a forged, expired or
   * malformed one. Whether its session is still open is the caller's check (`http/auth.ts`).
   */
  verify(token: string): Promise<AccessClaims | null>;
  publicKeyPem: string;
  /**
   * Keyed hash (HMAC-SHA256) of a one-time code. The key is derived from the private key and never
   * stored in the database, so a copy of the database cannot be used to recover live codes.
   */
  hashSecret(value: string): string;
};

/**
 * EdDSA keys: from JWT_PRIVATE_KEY/JWT_PUBLIC_KEY, else a pair generated once and kept in
 * DATA_DIR for the owner only, so every cell can verify with the public key alone.
 */
export async function loadAccessTokens(
  config: Config,
  options: { ephemeral?: boolean } = {},
): Promise<AccessTokens> {
  const { privatePem, publicPem } = await resolveKeys(config, options.ephemeral ?? false);
  const privateKey = await importPKCS8(privatePem, ALG);
  const publicKey: CryptoKey = await importSPKI(publicPem, ALG);
  const { issuer, accessTtlSeconds } = config.jwt;
  const codeKey = Buffer.from(crypto.hkdfSync('sha256', privatePem, 'transport-admin', 'one-time codes', 32));
  // A signature check costs about 0.2 ms, on every call of the same token. A verified token is
  // remembered, by its exact text, until it expires: its signature cannot stop being good. A logout
  // ends its session, which is checked on every call apart from this. Failures are not remembered,
  // so a forged or altered token is checked every time.
  const verified = new ExpiringCache<AccessClaims>(VERIFIED_TOKENS_KEPT);
  return {
    publicKeyPem: publicPem,
    hashSecret: (value) => crypto.createHmac('sha256', codeKey).update(value).digest('hex'),
    sign: ({ userId, sessionId }, issuedAt = new Date()) => {
      const iat = Math.floor(issuedAt.getTime() / 1000);
      return new SignJWT({ type: 'access', sid: sessionId })
        .setProtectedHeader({ alg: ALG })
        .setSubject(userId)
        .setIssuer(issuer)
        .setIssuedAt(iat)
        .setExpirationTime(iat + accessTtlSeconds)
        .sign(privateKey);
    },
    verify: async (token) => {
      const known = verified.get(token);
      if (known) return known;
      try {
        const { payload } = await jwtVerify(token, publicKey, { issuer, algorithms: [ALG] });
        const { type, sub, sid, exp } = payload;
        if (type !== 'access' || typeof sub !== 'string' || typeof sid !== 'string') return null;
        const claims = { userId: sub, sessionId: sid };
        // exp is optional in a JWT: only a token that carries one (ours always do) is kept.
        if (typeof exp === 'number') verified.set(token, claims, exp * 1000);
        return claims;
      } catch {
        return null;
      }
    },
  };
}

async function resolveKeys(
  config: Config,
  ephemeral: boolean,
): Promise<{ privatePem: string; publicPem: string }> {
  if (config.jwt.privateKey && config.jwt.publicKey) {
    return {
      privatePem: unescapeNewlines(config.jwt.privateKey),
      publicPem: unescapeNewlines(config.jwt.publicKey),
    };
  }
  const privatePath = path.join(config.dataDir, 'jwt-private.pem');
  const publicPath = path.join(config.dataDir, 'jwt-public.pem');
  if (!ephemeral && fs.existsSync(privatePath) && fs.existsSync(publicPath)) {
    return {
      privatePem: fs.readFileSync(privatePath, 'utf8'),
      publicPem: fs.readFileSync(publicPath, 'utf8'),
    };
  }
  const pair = await generateKeyPair(ALG, { crv: 'Ed25519', extractable: true });
  const privatePem = await exportPKCS8(pair.privateKey);
  const publicPem = await exportSPKI(pair.publicKey);
  if (!ephemeral) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.writeFileSync(privatePath, privatePem, { mode: 0o600 });
    fs.writeFileSync(publicPath, publicPem, { mode: 0o644 });
  }
  return { privatePem, publicPem };
}

// Keys in environment variables often carry "\n" instead of line breaks.
function unescapeNewlines(pem: string): string {
  return pem.includes('\\n') ? pem.replaceAll('\\n', '\n') : pem;
}
