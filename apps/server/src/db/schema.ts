export * from '../features/accounts/auth-counters.table';
export * from '../features/accounts/users.table';
export * from '../features/tenants/tenants.table';
export * from '../features/vehicles/vehicles.table';
export * from './row-counts.table';
