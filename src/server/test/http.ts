import type { FastifyInstance, InjectOptions } from 'fastify';

export interface Answer<T = unknown> {
  statusCode: number;
  headers: Record<string, unknown>;
  body: {
    status: boolean | string;
    code: number;
    message: string;
    data: T;
    errors?: Record<string, string[]>;
  };
}

/** Injects a request and parses the JSON envelope, as a client would read it. */
export async function call<T = any>(app: FastifyInstance, options: InjectOptions | string): Promise<Answer<T>> {
  const response = await app.inject(options);
  const body = response.body ? (JSON.parse(response.body) as Answer<T>['body']) : (undefined as never);
  return { statusCode: response.statusCode, headers: response.headers, body };
}
