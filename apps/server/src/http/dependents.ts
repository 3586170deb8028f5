/**
 * Words for the tables that can hold a record back from deletion (a foreign key refuses it).
 * Each feature whose table points at another adds its label here.
 */
const labels: Record<string, string> = {
  vehicles: 'vehicles',
  profiles: 'user profiles',
};

export function dependentLabel(table: string | undefined): string {
  if (!table) return 'other records';
  return labels[table] ?? table.replaceAll('_', ' ');
}
