import type { Config } from '../config/env';
import { fieldErrorsFromIssues } from '@app/shared/common/errors';
import { createSchoolInputSchema, type CreateSchoolResult } from '../features/tenants/create-school';
import { CliError, fieldErrorLines } from './cli-error';
import { withOperator } from './operator';

export type CreateSchoolOptions = {
  name: string;
  adminEmail: string;
  adminPassword?: string;
  adminFirstName?: string;
  adminLastName?: string;
};

export async function createSchoolCommand(
  config: Config,
  options: CreateSchoolOptions,
  print: (line: string) => void,
) {
  const input = {
    name: options.name,
    admin_email: options.adminEmail,
    admin_password: options.adminPassword,
    admin_first_name: options.adminFirstName,
    admin_last_name: options.adminLastName,
  };
  // Checked here first so a typo does not wait for the database to open.
  const parsed = createSchoolInputSchema.safeParse(input);
  if (!parsed.success)
    throw new CliError(fieldErrorLines(fieldErrorsFromIssues(parsed.error.issues)).join('\n'));
  const result = await withOperator(config, print, (operator) => operator.createSchool(input));
  for (const line of describe(result)) print(line);
  if (result.user === 'existing' && options.adminPassword) print('The --admin-password given was not used.');
}

function describe(result: CreateSchoolResult): string[] {
  const lines = [`Created the school "${result.name}" (id ${result.tenant_id}).`];
  switch (result.user) {
    case 'created':
      lines.push(
        `Created the account ${result.admin_email} (e-mail confirmed) as its Administrator; they can sign in with the password given.`,
      );
      break;
    case 'existing':
      lines.push(
        `${result.admin_email} already had an account: it got an Administrator profile in this school; its password is unchanged.`,
      );
      break;
    case 'invited':
      lines.push(
        `Created the account ${result.admin_email} as its Administrator, without a password (none was given).`,
        `To sign in they choose "Reset password" on the sign-in page: the code goes to ${result.admin_email}, and setting a password also confirms the address.`,
      );
      break;
  }
  return lines;
}
