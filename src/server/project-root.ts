import fs from 'node:fs';
import path from 'node:path';

/** The folder holding package.json, found from this file both in src/ (tsx) and dist/ (built). */
function findProjectRoot(start: string): string {
  let directory = start;
  while (!fs.existsSync(path.join(directory, 'package.json'))) {
    const parent = path.dirname(directory);
    if (parent === directory) throw new Error(`No package.json above ${start}`);
    directory = parent;
  }
  return directory;
}

export const PROJECT_ROOT = findProjectRoot(import.meta.dirname);
export const CLIENT_BUILD_DIR = path.join(PROJECT_ROOT, 'dist', 'client');
