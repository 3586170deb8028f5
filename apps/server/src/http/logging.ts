import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config/env';

// Body fields that carry credentials or one-time codes, wherever a request body or input is logged.
const secretFields = [
  'password',
  'password1',
  'password2',
  'new_password',
  'new_password1',
  'new_password2',
  'old_password',
  'admin_password',
  'token',
  'tokens',
  'access',
  'refresh',
  'code',
];
const bodyHolders = ['body', 'req.body', 'request.body', 'input'];
const secretHeaders = ['authorization', 'cookie', '["x-operator-key"]'];
const headerHolders = ['headers', 'req.headers', 'request.headers'];

const REDACTED_PATHS = [
  ...headerHolders.flatMap((holder) =>
    secretHeaders.map((header) => `${holder}${header.startsWith('[') ? '' : '.'}${header}`),
  ),
  ...bodyHolders.flatMap((holder) => secretFields.map((field) => `${holder}.${field}`)),
  // A second net: the development outbox logs only recipient and subject; codes stay in the outbox file.
  'outbox.code',
  'outbox.text',
];

/** pino options: JSON lines at LOG_LEVEL, with credentials and codes replaced before they are written. */
export function loggerOptions(config: Config): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
}
