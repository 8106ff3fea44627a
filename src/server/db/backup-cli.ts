import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { backUp, restore, type BackupTarget } from './backup.js';
import { withCommandDatabase } from './command-database.js';
import { tableFingerprints } from './table-fingerprint.js';

/**
 * `npm run db:backup [-- FILE]` and `npm run db:restore -- FILE`, on DATABASE_URL or the PGlite
 * under DATA_DIR (see backup.ts). A restore ends by printing every table's rows and checksum, to
 * compare with the same list read from the source (`npm run db:restore -- --check`).
 */
const [command, ...args] = process.argv.slice(2);

/** Every table's rows and checksum (the schema brought up to date first, as a start would). */
function printFingerprints(config: ReturnType<typeof loadConfig>) {
  return withCommandDatabase(config, async (database) => {
    const tables = await tableFingerprints(database.db);
    for (const [name, { rows, checksum }] of Object.entries(tables)) {
      console.log(`${name.padEnd(32)} ${String(rows).padStart(9)} rows  checksum ${checksum}`);
    }
  });
}

try {
  const config = loadConfig();
  const target: BackupTarget = config.databaseUrl
    ? { kind: 'postgres', databaseUrl: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir };
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const extension = target.kind === 'postgres' ? 'dump' : 'tar.gz';
  const file = args.find((arg) => !arg.startsWith('--'));
  if (command === 'backup') {
    const out = path.resolve(file ?? path.join('backups', `hyetaek-${stamp}.${extension}`));
    await backUp(target, out);
    console.log(`Backed up the ${target.kind} database to ${out}`);
  } else if (command === 'restore' && args.includes('--check')) {
    await printFingerprints(config);
  } else if (command === 'restore' && file) {
    await restore(target, path.resolve(file));
    console.log(`Restored ${file} into the ${target.kind} database. Its tables:`);
    await printFingerprints(config);
  } else {
    throw new Error(
      'Usage: npm run db:backup [-- FILE] | npm run db:restore -- FILE | npm run db:restore -- --check',
    );
  }
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
