import { customType, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres answers a Buffer, the embedded driver a Uint8Array: both become a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The uploads (pictures' sizes and originals, passport images) when the database is PostgreSQL and no
 * object store is configured: every process behind a balancer reads the same bytes
 * (src/server/storage/upload-store.ts). `key` is the path the rows name (`passports/…`, `media/…`).
 */
export const uploadedFiles = pgTable('uploaded_files', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});
