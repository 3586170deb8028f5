import type { Db } from '../../db/client';
import { DEMO_ACCOUNT } from './demo-account';

// TODO(cli helper): replace with the real seed.
export async function seedDemoIfEmpty(_db: Db): Promise<typeof DEMO_ACCOUNT | null> {
  return null;
}
