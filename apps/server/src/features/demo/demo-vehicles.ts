import type { VehicleInput } from '@app/shared/vehicles/vehicle.schemas';

/** A mixed school fleet: large buses for the main routes, vans for the short ones, two off the road. */
export const DEMO_VEHICLES: VehicleInput[] = [
  { registration_number: 'KBZ 412A', code: 'BUS-01', max_capacity: 62, is_active: true },
  { registration_number: 'KCA 118B', code: 'BUS-02', max_capacity: 62, is_active: true },
  { registration_number: 'KCD 905C', code: 'BUS-03', max_capacity: 51, is_active: true },
  { registration_number: 'KBT 330F', code: 'BUS-04', max_capacity: 51, is_active: true },
  { registration_number: 'KCF 271G', code: 'BUS-05', max_capacity: 70, is_active: true },
  { registration_number: 'KCH 644J', code: 'BUS-06', max_capacity: 41, is_active: true },
  { registration_number: 'KCJ 057K', code: 'BUS-07', max_capacity: 41, is_active: false },
  { registration_number: 'KBX 786L', code: 'BUS-08', max_capacity: 33, is_active: true },
  { registration_number: 'KCK 419M', code: 'BUS-09', max_capacity: 33, is_active: true },
  { registration_number: 'KCL 532N', code: 'VAN-01', max_capacity: 14, is_active: true },
  { registration_number: 'KCM 208P', code: 'VAN-02', max_capacity: 14, is_active: true },
  { registration_number: 'KCN 663Q', code: 'VAN-03', max_capacity: 18, is_active: true },
  { registration_number: 'KCP 915R', code: 'VAN-04', max_capacity: 18, is_active: false },
  { registration_number: 'KCQ 340S', code: 'MINI-01', max_capacity: 29, is_active: true },
];
