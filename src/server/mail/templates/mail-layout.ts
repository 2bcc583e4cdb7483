/** The one look of every e-mail: a heading, short paragraphs and a table of details, as text and as HTML. */
export interface MailContent {
  heading: string;
  paragraphs: string[];
  /** label → value rows, e.g. ['Reference', 'TZ-7K3M9Q']; empty values are left out */
  details?: [string, string | number | null | undefined][];
  /** a call to action, e.g. the reset link */
  action?: { label: string; url: string };
  closing?: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

const SIGNATURE = 'Kilele Safaris · Stone Town, Zanzibar';

export function renderMail(content: MailContent): { text: string; html: string } {
  const rows = (content.details ?? []).filter(([, value]) => value !== null && value !== undefined && value !== '');
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(rows.length ? [''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    content.closing ?? 'Karibu sana,',
    SIGNATURE,
  ].join('\n');

  const cell = 'padding:6px 12px;border-bottom:1px solid #eee;vertical-align:top';
  const html = `<!doctype html><html><body style="margin:0;background:#faf7f2;font-family:Arial,sans-serif;color:#1f2a2e">
<div style="max-width:560px;margin:0 auto;padding:24px;background:#fff">
<h1 style="font-size:20px;color:#0f5257;margin:0 0 16px">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map((p) => `<p style="line-height:1.5;margin:0 0 12px">${escapeHtml(p)}</p>`).join('\n')}
${
  rows.length
    ? `<table style="border-collapse:collapse;width:100%;margin:8px 0 16px">${rows
        .map(
          ([label, value]) =>
            `<tr><th align="left" style="${cell};color:#5b6b70;font-weight:normal">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(String(value))}</td></tr>`,
        )
        .join('')}</table>`
    : ''
}
${
  content.action
    ? `<p><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#0f5257;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>`
    : ''
}
<p style="margin:16px 0 0">${escapeHtml(content.closing ?? 'Karibu sana,')}<br>${escapeHtml(SIGNATURE)}</p>
</div></body></html>`;
  return { text, html };
}
