import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { extractText, getDocumentProxy } from 'unpdf';
import { e2eDataDir } from './data-dir.js';

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  /** the attached files' names */
  attachments: string[];
  /** the attached files themselves, in the same order */
  files: { name: string; content: Buffer }[];
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
      const files = mail.attachments.map((a) => ({ name: a.filename ?? '', content: a.content }));
      const attachments = files.map((f) => f.name);
      return { file, to, subject: mail.subject ?? '', text: mail.text ?? '', attachments, files };
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

/**
 * The text of a PDF attached to `mail` under `name`, read back as a reader's PDF viewer would give it; line breaks
 * and the narrow spaces of formatted amounts ('5 740 €') read as single spaces.
 */
export async function attachedPdfText(mail: OutboxMail, name: string): Promise<string> {
  const file = mail.files.find((f) => f.name === name);
  if (!file) throw new Error(`no ${name} attached to ${mail.file}, only ${mail.attachments.join(', ')}`);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(file.content)), { mergePages: true });
  return plainSpaces(text);
}

/** Every run of white space (line breaks, no-break and narrow no-break spaces: `\s` has them) as one plain space. */
export const plainSpaces = (text: string) => text.replace(/\s+/g, ' ');
