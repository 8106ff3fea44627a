import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * A PostgreSQL database of its own beside TEST_DATABASE_URL's, for a test that must count every
 * row (the shared one holds other files' rows) or restore into an empty database. Dropped by
 * `drop()`.
 */
export async function createScratchDatabase(
  baseUrl: string,
  tag: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const url = new URL(baseUrl);
  const name = `${url.pathname.slice(1)}_${tag}_${randomUUID().slice(0, 8)}`.replace(/\W/g, '_');
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(
    `CREATE DATABASE "${name}" TEMPLATE template0 ENCODING 'UTF8' ` +
      `LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
  );
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
