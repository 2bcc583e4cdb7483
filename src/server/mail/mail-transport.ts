import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailEnvelope {
  from: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: { filename: string; contentType: string; base64: string }[] | null;
  /** extra header lines (`List-Unsubscribe`, …) */
  headers?: Record<string, string> | null;
}

/** nodemailer's shape of the envelope: attachments as bytes. */
function nodemailerMessage(mail: MailEnvelope) {
  return {
    ...mail,
    replyTo: mail.replyTo ?? undefined,
    html: mail.html ?? undefined,
    headers: mail.headers ?? undefined,
    attachments: (mail.attachments ?? []).map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      content: Buffer.from(file.base64, 'base64'),
    })),
  };
}

/** Sends one message or throws. */
export type SendMail = (mail: MailEnvelope, fileLabel: string) => Promise<void>;

export interface TransportOptions {
  smtpUrl?: string;
  dataDir: string;
  timeoutMs: number;
}

function smtpTransport(smtpUrl: string, timeoutMs: number) {
  const url = new URL(smtpUrl);
  return nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    // A mail server that hangs must not hold a delivery forever: the row is retried later.
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
}

/**
 * SMTP when `SMTP_URL` is set; otherwise each message becomes a `.eml` file in `<DATA_DIR>/outbox`,
 * which any mail program opens, so a demo or a developer sees exactly what a tourist would receive.
 */
export function createSendMail({ smtpUrl, dataDir, timeoutMs }: TransportOptions): SendMail {
  if (smtpUrl) {
    const transport = smtpTransport(smtpUrl, timeoutMs);
    return async (mail) => {
      await transport.sendMail(nodemailerMessage(mail));
    };
  }
  const outbox = join(dataDir, 'outbox');
  const render = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async (mail, fileLabel) => {
    const info = await render.sendMail(nodemailerMessage(mail));
    await mkdir(outbox, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    await writeFile(join(outbox, `${stamp}-${fileLabel}.eml`), info.message as Buffer, { mode: 0o600 });
  };
}
