/**
 * The back office's accounts from the command line (the first owner is never made by a web form):
 *
 *     npm run staff -- add --email E --name N --role owner [--password-stdin]
 *
 * Opens the database the way the server does (DATA_DIR's embedded database, or DATABASE_URL), applies
 * the migrations, adds the member and prints a one-time set-password link (valid 24 hours), or with
 * `--password-stdin` sets the password read from standard input. The embedded database admits one
 * process: with the server running on the same DATA_DIR this fails at once and says so.
 */
import { parseArgs } from 'node:util';
import { commandLine, runCommand, UsageError } from './command-line.js';
import { NewStaffSchema, staffPassword } from '#domain/schemas/staff.js';
import { loadEnv } from '#server/config/env.js';
import { openDatabase } from '#server/db/client.js';
import { migrateDatabase } from '#server/db/migrate.js';
import { HttpError } from '#server/lib/http-error.js';
import { createMailQueue } from '#server/mail/mail-queue.js';
import { createSendMail } from '#server/mail/mail-transport.js';
import { addStaffMember } from '#server/use-cases/staff/add-staff-member.js';
import { setStaffPassword } from '#server/use-cases/staff/set-staff-password.js';

const USAGE = 'usage: npm run staff -- add --email E --name N --role owner|agent [--password-stdin]';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  // One trailing newline is the shell's, not the password's.
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

function parseCommand(argv: string[]) {
  const { positionals, values } = commandLine(USAGE, argv, (args) =>
    parseArgs({
      args,
      allowPositionals: true,
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        role: { type: 'string' },
        'password-stdin': { type: 'boolean', default: false },
      },
    }),
  );
  if (positionals.length !== 1 || positionals[0] !== 'add') throw new UsageError(USAGE);
  const parsed = NewStaffSchema.safeParse({ email: values.email, name: values.name, role: values.role });
  if (!parsed.success) throw new UsageError(`${parsed.error.issues.map((i) => i.message).join('\n')}\n${USAGE}`);
  return { member: parsed.data, passwordFromStdin: values['password-stdin'] };
}

async function main(): Promise<void> {
  const { member, passwordFromStdin } = parseCommand(process.argv.slice(2));
  let password: string | null = null;
  if (passwordFromStdin) {
    const read = staffPassword().safeParse(await readStdin());
    if (!read.success) throw new UsageError(read.error.issues[0]!.message);
    password = read.data;
  }
  const env = loadEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 2 });
  const mail = createMailQueue({
    db: database.db,
    send: createSendMail({ smtpUrl: env.SMTP_URL, dataDir: env.DATA_DIR, timeoutMs: env.MAIL_TIMEOUT_MS }),
    from: env.MAIL_FROM,
    retrySeconds: env.MAIL_RETRY_SECONDS,
    log: { warn: () => {}, error: () => {} },
  });
  try {
    await migrateDatabase(database);
    const added = await addStaffMember(
      { ...member, link: 'return' },
      { db: database.db, mail, config: env, userId: null, staffId: null },
    );
    if (password === null) {
      console.log(`Added ${added.staff.name} <${added.staff.email}> as ${added.staff.role}.`);
      console.log(`Open this link within 24 hours to choose a password (it works once):\n${added.link}`);
    } else {
      await setStaffPassword({ token: added.token, password }, { db: database.db });
      console.log(`Added ${added.staff.name} <${added.staff.email}> as ${added.staff.role}, with the password given.`);
    }
  } finally {
    await mail.stop();
    await database.close();
  }
}

// A refused change (an address already taken, a weak password) says what the back office's form would say.
runCommand(main, 'The staff command failed:', [HttpError], (error) =>
  error instanceof HttpError
    ? Object.values(error.errors ?? {})
        .flat()
        .join('\n') || error.message
    : error.message,
);
