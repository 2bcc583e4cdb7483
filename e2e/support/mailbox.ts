import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { e2eDataDir } from './data-dir.js';

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  /** the attached files' names */
  attachments: string[];
}

/** Every mail the server has written to DATA_DIR/outbox (the e2e server runs without SMTP_URL). */
async function readOutbox(): Promise<OutboxMail[]> {
  const outbox = join(e2eDataDir(), 'outbox');
  if (!existsSync(outbox)) return [];
  const files = readdirSync(outbox)
    .filter((f) => f.endsWith('.eml'))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const mail = await simpleParser(readFileSync(join(outbox, file)));
      const to = mail.to && !Array.isArray(mail.to) ? mail.to.text : '';
      const attachments = mail.attachments.map((a) => a.filename ?? '');
      return { file, to, subject: mail.subject ?? '', text: mail.text ?? '', attachments };
    }),
  );
}

/**
 * Waits, as the tourist would at their inbox, for a mail of `kind` to `to`; the newest one. A shared
 * inbox (the agency's) takes `about`: a text its subject must hold, such as a reference.
 */
export async function waitForMail(to: string, kind: string, about = ''): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await readOutbox())
          .filter((m) => m.to === to && m.file.includes(kind) && m.subject.includes(about))
          .at(-1);
        return found !== undefined;
      },
      { message: `a ${kind} mail to ${to} in the outbox`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** The path and query of the reset link in a password-reset mail, to open on the test server. */
export function resetLinkPath(mail: OutboxMail): string {
  const match = mail.text.match(/https?:\/\/[^\s/]+(\/reset-password\?token=[A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error(`no reset link in ${mail.file}`);
  return match[1];
}
