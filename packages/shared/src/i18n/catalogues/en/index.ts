import auth from './auth.json';
import common from './common.json';
import shell from './shell.json';

/**
 * The English catalogue (ADR 019): the spec's words, one JSON file a namespace, each message in ICU
 * MessageFormat. Every other language has the same namespaces and keys (catalogue.ts).
 */
export default { auth, common, shell };
