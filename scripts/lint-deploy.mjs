#!/usr/bin/env node
// `npm run lint:deploy`: checks the Dockerfile, compose.yaml and deploy/nginx.conf where Docker
// cannot run (these build machines). The Dockerfile's instructions and stages, compose.yaml's
// structure (parsed by the small YAML reader below: block maps, lists, scalars, flow lists), and
// nginx's own `nginx -t` on the configuration when nginx is installed. Exits 1 on any problem.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const problems = [];
const problem = (where, text) => problems.push(`${where}: ${text}`);

// --- Dockerfile -------------------------------------------------------------------------------
const INSTRUCTIONS = new Set(
  'FROM RUN CMD LABEL EXPOSE ENV ADD COPY ENTRYPOINT VOLUME USER WORKDIR ARG ONBUILD STOPSIGNAL HEALTHCHECK SHELL'.split(
    ' ',
  ),
);
function lintDockerfile(file) {
  const text = fs.readFileSync(file, 'utf8');
  const lines = text.replace(/\\\n/g, ' ').split('\n');
  const stages = [];
  let user;
  let cmd;
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const [word = '', ...rest] = line.split(/\s+/);
    const args = rest.join(' ');
    const at = `Dockerfile (instruction ${index + 1})`;
    if (!INSTRUCTIONS.has(word)) problem(at, `unknown instruction ${word}`);
    if (word !== word.toUpperCase()) problem(at, `instruction ${word} not in capitals`);
    if (word === 'FROM') {
      const [image = '', as, name] = rest;
      if (!/:[\w.-]+$/.test(image) || image.endsWith(':latest')) {
        problem(at, `base image ${image} must name a version`);
      }
      if (as && (as.toUpperCase() !== 'AS' || !name)) problem(at, 'FROM image AS name');
      stages.push(name ?? String(stages.length));
      user = undefined;
    }
    if (word === 'COPY') {
      const from = /--from=(\S+)/.exec(args)?.[1];
      if (from && !stages.slice(0, -1).includes(from))
        problem(at, `COPY --from=${from}: no earlier stage`);
    }
    if (word === 'ADD' && /https?:\/\//.test(args))
      problem(at, 'ADD of a URL: download with RUN and check it');
    if (word === 'RUN' && /\bnpm install\b/.test(args)) problem(at, 'npm ci, not npm install');
    if (word === 'WORKDIR' && !args.startsWith('/')) problem(at, 'WORKDIR must be absolute');
    if (word === 'USER') user = args;
    if (word === 'CMD' || word === 'ENTRYPOINT') {
      cmd = args;
      try {
        if (!Array.isArray(JSON.parse(args))) throw new Error();
      } catch {
        problem(at, `${word} in exec form (a JSON list), so SIGTERM reaches node`);
      }
    }
  }
  if (!stages.length) problem('Dockerfile', 'no FROM');
  if (!user || user === 'root' || user === '0')
    problem('Dockerfile', 'the final stage must run as a user other than root');
  if (!cmd) problem('Dockerfile', 'no CMD');
  if (!/HEALTHCHECK/.test(text)) problem('Dockerfile', 'no HEALTHCHECK');
  if (!/npm prune --omit=dev|npm ci --omit=dev/.test(text))
    problem('Dockerfile', 'development dependencies are shipped');
}

// --- a small YAML reader (the subset compose.yaml uses) -----------------------------------------
function scalar(text) {
  const value = text.trim();
  if (value === '') return null;
  if (value === '{}') return {};
  if (value.startsWith('[') && value.endsWith(']')) {
    const items = value.slice(1, -1).match(/'(?:[^']|'')*'|"(?:[^"\\]|\\.)*"|[^,\s][^,]*/g) ?? [];
    return items.map(scalar);
  }
  if (value.startsWith('[') || value.startsWith('{'))
    throw new Error(`flow value ${value}: keep it on one line`);
  if (/^".*"$/.test(value)) return JSON.parse(value);
  if (/^'.*'$/.test(value)) return value.slice(1, -1).replace(/''/g, "'");
  if (/^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  if (value === 'true' || value === 'false') return value === 'true';
  return value;
}
function parseYaml(text, file) {
  const lines = text
    .split('\n')
    .map((line, index) => ({
      index: index + 1,
      indent: line.search(/\S/),
      text: line.replace(/\s+#.*$/, '').trimEnd(),
    }))
    .filter(
      ({ indent, text }) => indent >= 0 && !text.trim().startsWith('#') && text.trim() !== '',
    );
  let position = 0;
  function block(indent) {
    const first = lines[position];
    if (!first || first.indent < indent) return null;
    if (first.indent > indent) throw new Error(`${file}:${first.index}: unexpected indentation`);
    const isList = first.text.trim().startsWith('- ') || first.text.trim() === '-';
    const result = isList ? [] : {};
    while (position < lines.length && lines[position].indent === indent) {
      const line = lines[position];
      const content = line.text.trim();
      if (isList !== (content.startsWith('- ') || content === '-')) {
        throw new Error(`${file}:${line.index}: a list and a map mixed`);
      }
      if (isList) {
        const item = content.slice(2);
        if (/^[\w.-]+:(\s|$)/.test(item)) {
          // A map inside a list item: its first key on the dash's line.
          lines[position] = { ...line, indent: indent + 2, text: ' '.repeat(indent + 2) + item };
          result.push(block(indent + 2));
        } else {
          position += 1;
          result.push(scalar(item));
        }
        continue;
      }
      const match = /^([\w.-]+):(?:\s+(.*))?$/.exec(content);
      if (!match) throw new Error(`${file}:${line.index}: cannot read "${content}"`);
      const [, key, rest = ''] = match;
      if (Object.hasOwn(result, key)) throw new Error(`${file}:${line.index}: ${key} twice`);
      position += 1;
      if (rest.trim() === '') {
        const next = lines[position];
        result[key] = next && next.indent > indent ? block(next.indent) : null;
      } else {
        result[key] = scalar(rest);
      }
    }
    return result;
  }
  const document = block(0);
  if (position < lines.length)
    throw new Error(`${file}:${lines[position].index}: unexpected indentation`);
  return document;
}

// --- compose.yaml -----------------------------------------------------------------------------
function lintCompose(file) {
  let compose;
  try {
    compose = parseYaml(fs.readFileSync(file, 'utf8'), 'compose.yaml');
  } catch (error) {
    return problem('compose.yaml', error.message);
  }
  const services = compose?.services ?? {};
  for (const name of ['app', 'postgres', 'redis', 'nginx']) {
    if (!services[name]) problem('compose.yaml', `no ${name} service`);
  }
  for (const [name, service] of Object.entries(services)) {
    const at = `compose.yaml services.${name}`;
    if (!service.image && !service.build) problem(at, 'neither image nor build');
    if (service.image && !service.build && !/:[\w.-]+$/.test(service.image))
      problem(at, `image ${service.image} must name a version`);
    if (service.image?.endsWith(':latest')) problem(at, 'image tag latest');
    if (service.ports && name !== 'nginx') problem(at, 'only nginx publishes ports');
    for (const volume of service.volumes ?? []) {
      const [source] = String(volume).split(':');
      if (source.startsWith('.')) {
        if (!fs.existsSync(path.join(root, source)))
          problem(at, `mounts ${source}, which does not exist`);
      } else if (!compose.volumes || !Object.hasOwn(compose.volumes, source)) {
        problem(at, `volume ${source} is not declared under volumes`);
      }
    }
    for (const dependency of Object.keys(
      Array.isArray(service.depends_on)
        ? Object.fromEntries(service.depends_on.map((d) => [d, 1]))
        : (service.depends_on ?? {}),
    )) {
      if (!services[dependency]) problem(at, `depends on ${dependency}, which is no service`);
    }
    if (['postgres', 'redis'].includes(name) && !service.healthcheck) problem(at, 'no healthcheck');
  }
  const app = services.app ?? {};
  const environment = app.environment ?? {};
  for (const key of [
    'APP_ENV',
    'DATABASE_URL',
    'REDIS_URL',
    'AUTH_SECRET',
    'PUBLIC_BASE_URL',
    'TRUST_PROXY',
  ]) {
    if (!(key in environment)) problem('compose.yaml services.app', `environment lacks ${key}`);
  }
  if (environment.APP_ENV !== 'production')
    problem('compose.yaml services.app', 'APP_ENV must be production');
  if (!/^\$\{AUTH_SECRET:\?/.test(String(environment.AUTH_SECRET))) {
    problem(
      'compose.yaml services.app',
      'AUTH_SECRET must come from the environment, required (${AUTH_SECRET:?...})',
    );
  }
  for (const dependency of ['postgres', 'redis']) {
    if (app.depends_on?.[dependency]?.condition !== 'service_healthy') {
      problem('compose.yaml services.app', `must wait for ${dependency} to be healthy`);
    }
  }
  const mounts = (services.nginx?.volumes ?? []).map(String);
  if (!mounts.some((mount) => mount.startsWith('./deploy/nginx.conf:'))) {
    problem(
      'compose.yaml services.nginx',
      'must mount ./deploy/nginx.conf (the configuration the tests use)',
    );
  }
}

// --- nginx ------------------------------------------------------------------------------------
function lintNginx(file) {
  const nginx = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((candidate) =>
    fs.existsSync(candidate),
  );
  if (!nginx)
    return console.log('nginx is not installed: deploy/nginx.conf not checked by nginx -t');
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'hyetaek-nginx-'));
  try {
    fs.copyFileSync(file, path.join(prefix, 'nginx.conf'));
    fs.writeFileSync(path.join(prefix, 'upstream-servers.conf'), 'server 127.0.0.1:3000;\n');
    fs.mkdirSync(path.join(prefix, 'tmp'));
    const result = spawnSync(
      nginx,
      ['-t', '-q', '-p', prefix, '-c', path.join(prefix, 'nginx.conf')],
      { encoding: 'utf8' },
    );
    if (result.status !== 0) problem('deploy/nginx.conf', `nginx -t: ${result.stderr.trim()}`);
  } finally {
    fs.rmSync(prefix, { recursive: true, force: true });
  }
}

lintDockerfile(path.join(root, 'Dockerfile'));
lintCompose(path.join(root, 'compose.yaml'));
lintNginx(path.join(root, 'deploy', 'nginx.conf'));
if (problems.length) {
  for (const text of problems) console.error(text);
  process.exit(1);
}
console.log('Dockerfile, compose.yaml and deploy/nginx.conf: no problems found');
