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
