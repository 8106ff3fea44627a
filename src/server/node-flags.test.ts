import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingNodeFlags, SERVER_NODE_FLAGS } from './node-flags.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

describe("the server's V8 settings", () => {
  it('are given by npm start and by the container image, the two ways operators start it', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    expect(scripts.start).toContain(`node ${SERVER_NODE_FLAGS.join(' ')} dist/node/server/main.js`);
    const command = /^CMD (\[.*\])$/m.exec(read('Dockerfile'))?.[1];
    expect(JSON.parse(command ?? '[]')).toEqual([
      'node',
      ...SERVER_NODE_FLAGS,
      'dist/node/server/main.js',
    ]);
  });

  it('are accepted by this node, which refuses a setting it does not know', () => {
    const run = (flags: readonly string[]) =>
      spawnSync(process.execPath, [...flags, '-e', 'process.exit(0)'], { encoding: 'utf8' });
    expect(run(SERVER_NODE_FLAGS).status).toBe(0);
    expect(run(['--no-such-setting']).status).not.toBe(0);
  });

  it('name the ones a process was started without', () => {
    expect(missingNodeFlags(['--max-semi-space-size=64', '--no-memory-reducer'])).toEqual([
      '--heap-growing-percent=100',
      '--no-allocation-site-pretenuring',
    ]);
    expect(missingNodeFlags([...SERVER_NODE_FLAGS, '--inspect'])).toEqual([]);
  });
});
