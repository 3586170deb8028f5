// What other features use of inspections: the run sheet's inspection and its result badge, and a
// vehicle's inspection history (the Vehicles list).
export { InspectionModal, type InspectionTarget } from './inspection-modal';
export { ResultBadge, vehicleTypeOptions } from './inspection-labels';
export { VehicleInspectionsModal, type InspectedVehicle } from './vehicle-inspections-modal';
