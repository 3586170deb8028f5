// What other features may use of vehicles (e.g. the personnel form's vehicle select).
export { useVehicles, vehicleKeys, type VehicleListParams } from './vehicles.api';
