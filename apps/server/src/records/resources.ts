import { vehiclesDeclaration } from '../features/vehicles/vehicles.resource';
import type { ResourceDeclaration } from './resource-routes';

/**
 * Every record type registered through the route factory. app.ts registers their calls, and the
 * generic contract, tenant-isolation and permission tests run for each one (test/resources/).
 */
export const resourceDeclarations: ResourceDeclaration[] = [vehiclesDeclaration as ResourceDeclaration];
