import { ConfigError } from '#server/config/env.js';
import { DataDirInUseError } from '#server/db/data-dir-lock.js';

/** A mistake on the command line: its message (with the usage) is printed, without a stack. */
export class UsageError extends Error {}

const isParseError = (error: unknown) =>
  error instanceof TypeError && String((error as NodeJS.ErrnoException).code).startsWith('ERR_PARSE_ARGS');

/**
 * The arguments of one of the project's commands (`npm run backup|restore|staff`), read by `parse`
 * (node:util's parseArgs). `--help` or `-h` prints the usage and ends the process; an unknown option
 * or a missing value becomes a UsageError that says so, followed by the usage.
 */
export function commandLine<T>(usage: string, args: string[], parse: (args: string[]) => T): T {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage);
    process.exit(0);
  }
  try {
    return parse(args);
  } catch (error) {
    if (isParseError(error)) throw new UsageError(`${(error as Error).message}\n${usage}`);
    throw error;
  }
}

type ErrorClass = abstract new (...args: never[]) => Error;

/**
 * Runs a command's `main` and ends the process with 1 when it fails. A mistake the person at the command line can
 * fix (a usage error, the configuration, a data folder the server holds, or one of the command's own `expected`
 * errors) is printed as its message alone, `explain`ed if given; anything else under `failure`, with its stack.
 */
export function runCommand(
  main: () => Promise<void>,
  failure: string,
  expected: ErrorClass[] = [],
  explain: (error: Error) => string = (error) => error.message,
): void {
  main().catch((error: unknown) => {
    const known = [UsageError, ConfigError, DataDirInUseError, ...expected].some((type) => error instanceof type);
    if (known) console.error(explain(error as Error));
    else console.error(failure, error);
    process.exit(1);
  });
}
