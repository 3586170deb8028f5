import auth from './auth.json';
import common from './common.json';
import shell from './shell.json';
import type { Catalogue } from '../../catalogue';

/** Kiswahili, for a school office in Kenya: the terms of docs/glossary-sw.md. */
export default { auth, common, shell } satisfies Catalogue;
