import type { Config } from '../config/env';
import { withOperator } from './operator';

export async function seedDemoCommand(config: Config, print: (line: string) => void) {
  const result = await withOperator(config, print, (operator) => operator.seedDemo());
  if (result.created) {
    print(`Seeded "Demo School" (id ${result.tenant_id}) with ${result.vehicles} vehicles.`);
    if (result.user === 'existing')
      print(`The account ${result.email} existed already; its password was not changed.`);
  } else {
    print(
      `"Demo School" exists already (id ${result.tenant_id}, ${result.vehicles} vehicles); nothing was changed.`,
    );
  }
  print(`Demo sign-in: ${result.email} / ${result.password}`);
}
