import type { FastifyInstance } from 'fastify';
import {
  NewsletterTokenSchema,
  stibeeConfirm,
  stibeeCreate,
  stibeeDelete,
  stibeeRead,
} from '../../../shared/contract/newsletter.js';
import { VISITOR } from '../../authorization/index.js';
import { signedInUserId, type CallRegistry } from '../../http/api.js';
import { AppError } from '../../http/app-error.js';
import { sendError } from '../../http/error-handling.js';
import type { RateLimitRule } from '../../shared-state/rate-limiter.js';
import type { NewsletterService } from './newsletter.service.js';
import { UNSUBSCRIBE_PATH } from './unsubscribe-link.js';

/** Per client address: a person subscribing a few addresses is fine; a script filling mailboxes waits. */
export const SUBSCRIBE_IP_LIMIT: RateLimitRule = { max: 10, windowSeconds: 10 * 60 };

export function registerNewsletterCalls(registry: CallRegistry, newsletter: NewsletterService) {
  registry.add(stibeeCreate, (input, context) => newsletter.subscribe(input, context.locale), {
    rateLimit: SUBSCRIBE_IP_LIMIT,
  });
  registry.add(stibeeConfirm, ({ token }) => newsletter.confirm(token));
  registry.add(stibeeDelete, ({ token }, context) =>
    newsletter.unsubscribe(context.actor, token, token ? 'unsubscribe_link' : 'account'),
  );
  registry.add(stibeeRead, (_input, context) => newsletter.read(signedInUserId(context)));
}

/**
 * RFC 8058 one-click unsubscribe: a mail provider POSTs `List-Unsubscribe=One-Click` to the URL of
 * the mail's `List-Unsubscribe` header, without cookies or a page. The token in the URL is the
 * authorization, so neither a client key nor a CSRF check applies here. (A GET of the same URL is
 * the page with a button: the client app.)
 */
export function registerOneClickUnsubscribe(app: FastifyInstance, newsletter: NewsletterService) {
  void app.register(async (scope) => {
    // RFC 8058 §3.1: the body is form-encoded or multipart; either way it names the one field.
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, body),
    );
    scope.post(UNSUBSCRIBE_PATH, async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const token = NewsletterTokenSchema.safeParse(query.token);
      if (!token.success || !isOneClick(request.headers['content-type'], request.body)) {
        return sendError(request, reply, new AppError('invalid_input'));
      }
      await newsletter.unsubscribe(VISITOR, token.data, 'unsubscribe_link');
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
