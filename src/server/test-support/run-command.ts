import { spawn } from 'node:child_process';
import path from 'node:path';
import { PROJECT_ROOT } from '../project-root.js';

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs one of our command line scripts in its own process through tsx, as `npm run …` does. */
export function runCommand(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<CommandResult> {
  const tsx = path.join(PROJECT_ROOT, 'node_modules', '.bin', 'tsx');
  const child = spawn(tsx, [path.join(PROJECT_ROOT, script), ...args], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}
