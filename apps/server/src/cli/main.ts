import { Command } from 'commander';
import { loadConfig, type Config } from '../config/env';
import { CliError, errorLines } from './cli-error';
import { createSchoolCommand } from './create-school';
import { outboxCommand } from './outbox';
import { seedDemoCommand } from './seed-demo';
import { simulateCommand } from './simulate';

const print = (line: string) => process.stdout.write(`${line}\n`);

// Every command: configuration first, then the action; an error is one clear message and exit code 1.
function action<A extends unknown[]>(run: (config: Config, ...args: A) => Promise<void> | void) {
  return async (...args: A) => {
    try {
      await run(readConfig(), ...args);
    } catch (error) {
      const [first, ...rest] = errorLines(error);
      process.stderr.write([`Error: ${first}`, ...rest.map((line) => `       ${line}`)].join('\n') + '\n');
      process.exitCode = 1;
    }
  };
}

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    throw new CliError((error as Error).message);
  }
}

const program = new Command('cli')
  .description(
    'Transport Admin operator tool. Works with or without a running server (DATA_DIR, DATABASE_URL).',
  )
  .showHelpAfterError();

program
  .command('create-school')
  .description('Create a school and give a user its Administrator profile (the user is created when missing)')
  .requiredOption('--name <name>', 'name of the school')
  .requiredOption('--admin-email <email>', "the Administrator's e-mail address")
  .option(
    '--admin-password <password>',
    'password for a new account (at least 8 characters); the account is confirmed',
  )
  .option('--admin-first-name <name>', 'first name of a new account (default: from the e-mail address)')
  .option('--admin-last-name <name>', 'last name of a new account (default: from the e-mail address)')
  .action(action((config, options) => createSchoolCommand(config, options, print)));

program
  .command('seed-demo')
  .description('Fill a "Demo School" with sample data unless it exists, and print the demo sign-in')
  .action(action((config) => seedDemoCommand(config, print)));

program
  .command('outbox')
  .description('Print the latest e-mails and SMS written to DATA_DIR/outbox.jsonl')
  .option('--limit <n>', 'how many messages', '10')
  .action(action((config, options) => outboxCommand(config, options, print)));

program
  .command('simulate')
  .description(
    "Drive a school's trips of a day along their stops, sending buses' positions to the running server",
  )
  .option('--school <name>', 'the school', 'Demo School')
  .option('--date <YYYY-MM-DD>', "the trips' day (default: today, else the next day with trips)")
  .option(
    '--start <when>',
    '"now": the first trip leaves in half a minute; "schedule": at its own time',
    'now',
  )
  .option('--interval <seconds>', 'seconds between two pings of a bus', '5')
  .option('--minutes <n>', 'stop after this many minutes (default: when the last trip ends)')
  .option('--url <url>', "the server's address (default: the running server's, else PUBLIC_URL)")
  .option('--seed <n>', 'the same seed drives the same day', '1')
  .option('--start-trips', "start today's trips as their drivers would, for arrivals and ETAs")
  .action(action((config, options) => simulateCommand(config, options, print)));

await program.parseAsync();
