// Writes docs/api.md from the shared contract: every call, its X-Method, who may call it, and
// its input and output as JSON Schema.
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { z } from 'zod';
import { DIAGNOSTIC_CALLS } from '../src/shared/contract/diagnostics.js';
import { CALLS, routeKey, type CallDef } from '../src/shared/contract/index.js';
import { ERROR_STATUS } from '../src/shared/errors.js';
import { translate } from '../src/shared/i18n/translate.js';

const out = path.resolve(import.meta.dirname, '../docs/api.md');

function schema(type: z.ZodType, io: 'input' | 'output') {
  return JSON.stringify(z.toJSONSchema(type, { io, unrepresentable: 'any' }), null, 2);
}

function section(call: CallDef) {
  return [
    `### \`${call.path}\` · \`X-Method: ${call.method}\``,
    '',
    call.summary,
    '',
    `- Route key for the client: \`${routeKey(call)}\``,
    `- Sign-in: ${{ none: 'not needed', optional: 'optional', required: 'required' }[call.auth]}`,
    '',
    '<details><summary>Input</summary>',
    '',
    '```json',
    schema(call.input, 'input'),
    '```',
    '',
    '</details>',
    '<details><summary>Output (`data`)</summary>',
    '',
    '```json',
    schema(call.output, 'output'),
    '```',
    '',
    '</details>',
    '',
  ].join('\n');
}

const errorRows = Object.entries(ERROR_STATUS).map(
  ([code, status]) =>
    `| \`${code}\` | ${status} | ${translate('ko-KR', `errors.${code}`)} | ${translate('en-US', `errors.${code}`)} |`,
);

const text = `# API

Generated from \`src/shared/contract/\` by \`npm run docs:api\`; do not edit by hand.

## The wire contract (product §12)

- Every call is \`POST /api/{resource}/{action}\` with a JSON body (at most 64 KB).
- \`X-Method\` names the action; missing or unknown: 400 \`unknown_method\`.
- \`X-Client-Key\`: the \`hyetaek-ck\` cookie's UUID; missing or malformed: 400 \`client_key_required\`.
- \`Authorization: Bearer <access token>\` when signed in. \`Accept-Language\`: \`ko-KR\` (default) or \`en-US\` picks the language of messages.
- Success: 200 \`{"data": …}\`. Failure: \`{"error": {"code", "message", "fields"?}}\`; \`fields\` maps each invalid input path to its message.
- 401 \`token_expired\` may carry a new \`access_token\` at the top level: store it and retry the call once.
- Other HTTP methods on a known path: 405 with \`Allow: POST\`. Unknown path: 404 \`not_found\`.
- Every answer carries \`X-Request-Id\` (the caller's, when it sends a safe one).

## Error codes

| code | status | ko-KR | en-US |
|---|---|---|---|
${errorRows.join('\n')}

## Other endpoints

| request | answer |
|---|---|
| \`GET /healthz\` | 200 while the process runs |
| \`GET /readyz\` | 200 when the database answers, else 503; the body gives each dependency as ok, unavailable or degraded (Redis away: degraded, still ready) |
| \`GET /robots.txt\` | production: private pages disallowed and the sitemap named; elsewhere \`Disallow: /\` |
| \`GET /sitemap.xml\` | sitemap index: \`/sitemap-pages.xml\` and \`/sitemap-items-N.xml\` (10,000 items each) |
| \`GET\` any page route | the HTML shell; detail routes carry their title, description, canonical link, Open Graph/Twitter tags, JSON-LD and the \`read_detail\` answer (\`<script id="initial-data">\`), or HTTP 404 for an unknown cid |

## Calls

${Object.values(CALLS).map(section).join('\n')}
## Test-only calls (APP_ENV=test)

${Object.values(DIAGNOSTIC_CALLS).map(section).join('\n')}`;

fs.mkdirSync(path.dirname(out), { recursive: true });
// Formatted as `npm run lint` expects, so regenerating never fails the lint.
const options = (await prettier.resolveConfig(out)) ?? {};
fs.writeFileSync(out, await prettier.format(text, { ...options, parser: 'markdown' }));
console.log(`wrote ${path.relative(process.cwd(), out)}`);
