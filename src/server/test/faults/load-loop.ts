/** A small closed-loop load for fault tests: workers alternate a catalogue read and a booking. */
export interface Sample {
  at: number;
  kind: 'read' | 'booking';
  status: number;
  envelopeOk: boolean;
}

export interface LoadHandle {
  samples: Sample[];
  /** e-mail → booking uuid, for every booking answered 201 */
  accepted: Map<string, string>;
  /** e-mail of every booking sent whose answer was not 201 (the server may or may not have it) */
  unanswered: Set<string>;
  stop(): Promise<void>;
}

export interface BookingFactory {
  (email: string): Record<string, unknown>;
}

export function startLoad(baseUrl: string, booking: BookingFactory, workers = 8): LoadHandle {
  const samples: Sample[] = [];
  const accepted = new Map<string, string>();
  const unanswered = new Set<string>();
  let running = true;
  let seq = 0;
  const run = `${Date.now().toString(36)}`;

  const one = async (kind: Sample['kind']) => {
    const email = `fault-${run}-${++seq}@example.com`;
    let status: number;
    let body: { status?: unknown; code?: number; message?: string; data?: { uuid?: string } } | undefined;
    try {
      const res = await fetch(kind === 'read' ? `${baseUrl}/api/trips?limit=5` : `${baseUrl}/api/save_booking`, {
        method: kind === 'read' ? 'GET' : 'POST',
        headers: kind === 'read' ? {} : { 'content-type': 'application/json' },
        body: kind === 'read' ? undefined : JSON.stringify(booking(email)),
        signal: AbortSignal.timeout(15_000),
      });
      status = res.status;
      body = (await res.json().catch(() => undefined)) as typeof body;
    } catch {
      status = 0;
    }
    const envelopeOk = status >= 400 ? body?.code === status && typeof body?.message === 'string' : true;
    samples.push({ at: Date.now(), kind, status, envelopeOk });
    if (kind === 'booking') {
      if (status === 201 && body?.data?.uuid) accepted.set(email, body.data.uuid);
      else unanswered.add(email);
    }
  };

  const loops = Array.from({ length: workers }, async (_, i) => {
    while (running) await one(i % 2 === 0 ? 'read' : 'booking');
  });
  return {
    samples,
    accepted,
    unanswered,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

export async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
