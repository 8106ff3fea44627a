import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { MailLinkTokenSchema } from '../../shared/contract/mail-link.js';
import { AppError } from '../http/app-error.js';
import { sendError } from '../http/error-handling.js';

/**
 * RFC 8058 one-click opt-out, for every kind of mail we send on a list (the newsletter, the
 * deadline reminders). Each mail names a link `{path}?token=…` in `List-Unsubscribe`; a mail
 * provider POSTs `List-Unsubscribe=One-Click` to it, without cookies or a page. The token in the
 * URL is the authorization, so neither a client key nor a CSRF check applies. A GET of the same
 * URL is a page with a button (the client app): a link scanner's GET changes nothing.
 */

/** A new token for such a link (`MailLinkTokenSchema`'s shape). */
export const newMailLinkToken = (): string => randomBytes(32).toString('base64url');

/** The https (in production) address of an opt-out link: `path` with the token in its query. */
export function optOutLink(publicBaseUrl: string, path: string, token: string): string {
  return `${publicBaseUrl.replace(/\/+$/, '')}${path}?token=${encodeURIComponent(token)}`;
}

/** The headers that let a mail provider show its own "unsubscribe" button (RFC 2369, RFC 8058). */
export function listUnsubscribeHeaders(link: string): {
  'List-Unsubscribe': string;
  'List-Unsubscribe-Post': string;
} {
  return {
    'List-Unsubscribe': `<${link}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** Takes the one-click POST at `path`: `optOut` with the link's token, then 200. */
export function registerOneClick(
  app: FastifyInstance,
  path: string,
  optOut: (token: string) => Promise<unknown>,
): void {
  void app.register(async (scope) => {
    // RFC 8058 §3.1: the body is form-encoded or multipart; either way it names the one field.
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, body),
    );
    scope.post(path, async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const token = MailLinkTokenSchema.safeParse(query.token);
      if (!token.success || !isOneClick(request.headers['content-type'], request.body)) {
        return sendError(request, reply, new AppError('invalid_input'));
      }
      await optOut(token.data);
      return reply.send({ data: { status: 'unsubscribed' } });
    });
  });
}

/** Whether the POST's body is the one field RFC 8058 asks for, form-encoded or multipart. */
function isOneClick(contentType: string | undefined, body: unknown): boolean {
  if (typeof body !== 'string') return false;
  if (contentType?.startsWith('multipart/form-data')) {
    return /name="?List-Unsubscribe"?[^\r\n]*\r?\n(?:[^\r\n]+\r?\n)*\r?\nOne-Click\r?\n/.test(body);
  }
  return new URLSearchParams(body).get('List-Unsubscribe') === 'One-Click';
}
