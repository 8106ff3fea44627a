import { runImport } from './run-import.js';

/** `npm run import:youthcenter [-- --file PATH]`: see run-import.ts and the README. */
process.exitCode = await runImport({
  argv: process.argv.slice(2),
  env: process.env,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
