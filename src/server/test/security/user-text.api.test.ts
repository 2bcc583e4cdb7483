import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testimonials } from '#server/db/schema/index.js';
import { call } from '#server/test/http.js';
import type { SmtpSink } from '#server/test/smtp-sink.js';
import { createSmtpTestApp, type SmtpTestContext } from '#server/test/test-app.js';
import { signUp } from '#server/test/users.js';
import { contactInquiryPayload, loadReference } from '#server/test/requests-test-data.js';

// Markup a visitor types stays text: as data in the API (the site renders it as text) and escaped in e-mail.
const HOSTILE = '<script>alert("x")</script><img src=x onerror=alert(1)> Asante sana!';

let ctx: SmtpTestContext;
let sink: SmtpSink;
beforeAll(async () => {
  ctx = await createSmtpTestApp({ AGENCY_EMAIL: 'desk@kilele.example' });
  sink = ctx.sink;
});
afterAll(() => ctx.close());

describe('text typed by visitors', () => {
  it('an approved testimonial comes back as the same plain string, never as trusted HTML', async () => {
    const user = await signUp(ctx.app, 'Mallory Tester');
    const saved = await call(ctx.app, {
      method: 'POST',
      url: '/api/save-testimonal',
      headers: user.headers,
      payload: { comments: HOSTILE },
    });
    expect(saved.statusCode).toBe(201);
    await ctx.database.db
      .update(testimonials)
      .set({ status: 'approved' })
      .where(eq(testimonials.uuid, saved.body.data.testimonial.uuid));
    const list = await call(ctx.app, '/api/get-testimonals');
    const mine = list.body.data.testimonials.find((t: { uuid: string }) => t.uuid === saved.body.data.testimonial.uuid);
    expect(mine.comments).toBe(HOSTILE);
  });

  it('an inquiry message is escaped in the HTML e-mails to the agency and the tourist', async () => {
    const ref = await loadReference(ctx.app);
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/save-inquiry',
      payload: contactInquiryPayload(ref, {
        firstName: '<b>Eve</b>',
        lastName: 'Tester',
        email: 'eve@example.com',
        phone: '+255 712 345 678',
        serviceClass: undefined,
        guests: 2,
        budget: '',
        message: HOSTILE,
      }),
    });
    expect(res.statusCode).toBe(201);
    await ctx.app.mail.flush();
    const agency = await sink.waitFor((m) => m.to.includes('desk@kilele.example'));
    const tourist = await sink.waitFor((m) => m.to.includes('eve@example.com'));
    for (const mail of [agency, tourist]) {
      expect(mail.html).not.toMatch(/<script|<img src=x|<b>Eve/i);
    }
    expect(agency.html).toContain('&lt;script&gt;');
    expect(agency.text).toContain(HOSTILE);
  });
});
