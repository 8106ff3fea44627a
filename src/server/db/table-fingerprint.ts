import { sql, type Kysely } from 'kysely';

/** Rows and a checksum of one table's contents (the order of rows does not matter). */
export interface TableFingerprint {
  rows: number;
  checksum: string;
}

export interface FingerprintOptions {
  /** Columns left out of the checksum, by table (e.g. counters that move in the background). */
  ignoreColumns?: Record<string, string[]>;
}

/**
 * Every table of the public schema with its row count and a checksum over each row's JSON: two
 * databases with equal fingerprints hold the same data (a restore drill compares them), and a
 * request that changed no fingerprint stored nothing.
 */
export async function tableFingerprints(
  db: Kysely<any>, // eslint-disable-line @typescript-eslint/no-explicit-any -- any schema
  options: FingerprintOptions = {},
): Promise<Record<string, TableFingerprint>> {
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
  if (!tables.length) return {};
  const parts = tables.map(({ name }) => {
    const ignored = options.ignoreColumns?.[name] ?? [];
    const row = ignored.reduce((json, column) => sql`${json} - ${column}::text`, sql`to_jsonb(t)`);
    // Summing 64-bit hashes as numeric never overflows and ignores row order.
    return sql`select ${name}::text as name, count(*)::int as rows,
      coalesce(sum(hashtextextended((${row})::text, 0)::numeric), 0)::text as checksum
      from ${sql.table(name)} t`;
  });
  const { rows } = await sql<{ name: string; rows: number; checksum: string }>`${sql.join(
    parts,
    sql` union all `,
  )}`.execute(db);
  return Object.fromEntries(rows.map(({ name, ...rest }) => [name, rest]));
}
