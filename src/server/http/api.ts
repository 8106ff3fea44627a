import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type AuthRequirement, type CallDef } from '../../shared/contract/index.js';
import type { Locale } from '../../shared/locale.js';
import { translate } from '../../shared/i18n/translate.js';
import { issuePath, validationMessageKey } from '../../shared/validation-messages.js';
import { VISITOR, type Actor, type SignedInActor } from '../authorization/actor.js';
import type { RateLimiter, RateLimitRule } from '../shared-state/rate-limiter.js';
import {
  clientKeyRequired,
  notFound,
  tooManyRequests,
  unauthorized,
  unknownMethod,
  validationFailed,
  AppError,
} from './app-error.js';

/** What a call handler knows about the request besides its validated input. */
export interface CallContext {
  locale: Locale;
  clientKey: string;
  /** The signed-in user's id, when the request carried a valid access token. */
  userId: string | undefined;
  /**
   * Who is asking, for the rules (`can(context.actor, 'update', comment)`): a visitor, or the
   * signed-in user with the role their session check read on this request (decision 012).
   */
  actor: Actor;
  ip: string;
  log: FastifyBaseLogger;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type CallHandler<C extends CallDef> = (
  input: z.output<C['input']>,
  context: CallContext,
) => Promise<z.input<C['output']>>;

export interface CallOptions {
  /** Counted per client IP and call. */
  rateLimit?: RateLimitRule;
}

interface Registration {
  call: CallDef;
  handler: CallHandler<CallDef>;
  options: CallOptions;
}

/**
 * Reads the user and their role from the request for a call that may or must have one (the
 * accounts module's sessions supply the real one). It may answer for the call by throwing: 401
 * `token_expired` with a fresh access token when only the refresh cookie is valid, 401
 * `unauthorized` when a required user is missing.
 */
export type Authenticate = (
  request: FastifyRequest,
  reply: FastifyReply,
  requirement: Exclude<AuthRequirement, 'none'>,
) => Promise<SignedInActor | undefined>;

/** The user of a call registered with `auth: 'required'` (the dispatcher has checked). */
export function signedInUserId(context: CallContext): string {
  if (!context.userId) throw unauthorized();
  return context.userId;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/**
 * The calls the API serves, by path and X-Method. Modules add their handlers here; the dispatcher
 * below is the only code that speaks the wire contract.
 */
export class CallRegistry {
  private readonly byPath = new Map<string, Map<string, Registration>>();

  add<C extends CallDef>(call: C, handler: CallHandler<C>, options: CallOptions = {}): void {
    const methods = this.byPath.get(call.path) ?? new Map<string, Registration>();
    if (methods.has(call.method)) throw new Error(`${call.path} ${call.method} registered twice`);
    methods.set(call.method, { call, handler: handler as CallHandler<CallDef>, options });
    this.byPath.set(call.path, methods);
  }

  /**
   * A path the contract names but serves no call on (e.g. `bookmark/update`: a bookmark has
   * nothing to change): it answers 400 `unknown_method`, as a served path does for an unknown
   * X-Method, rather than 404.
   */
  reserve(path: string): void {
    if (!this.byPath.has(path)) this.byPath.set(path, new Map());
  }

  methodsOf(path: string): ReadonlyMap<string, Registration> | undefined {
    return this.byPath.get(path);
  }

  /** Every call served (the hostile-input battery walks them all). */
  calls(): CallDef[] {
    return [...this.byPath.values()].flatMap((methods) =>
      [...methods.values()].map(({ call }) => call),
    );
  }
}

export interface ApiOptions {
  registry: CallRegistry;
  rateLimiter: RateLimiter;
  authenticate: Authenticate;
  /** Check answers against the contract (off in production, where it would only cost time). */
  isOutputChecked: boolean;
}

/**
 * A call's input, parsed. zod's `reportInput` puts the input in each issue, which lets the message
 * tell a missing field from a wrong one; it is asked for only once the input is wrong, because zod
 * spreads the options it is given into a context on every parse, and each such context gets a
 * hidden class of its own (decision 030): hundreds a second on the path every call takes.
 */
function parseInput<Schema extends z.ZodType>(schema: Schema, body: unknown) {
  const parsed = schema.safeParse(body);
  return parsed.success ? parsed : schema.safeParse(body, { reportInput: true });
}

function fieldErrors(issues: z.core.$ZodIssue[], locale: Locale): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issuePath(issue);
    if (fields[path]) continue;
    const { key, values } = validationMessageKey(issue);
    fields[path] = translate(locale, key, values) ?? issue.message;
  }
  return fields;
}

async function checkRateLimit(
  registration: Registration,
  request: FastifyRequest,
  rateLimiter: RateLimiter,
) {
  const rule = registration.options.rateLimit;
  if (!rule) return;
  const { path, method } = registration.call;
  // The limiter answers even while Redis is away (shared-state/rate-limiter withProcessFallback).
  const result = await rateLimiter.hit(`${path}#${method}:${request.ip}`, rule);
  if (!result.isAllowed) throw tooManyRequests(result.retryAfterSeconds);
}

export function registerApi(app: FastifyInstance, options: ApiOptions): void {
  const { registry } = options;

  app.post('/api/*', async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    const methods = registry.methodsOf(path);
    if (!methods) throw notFound();

    const methodHeader = request.headers['x-method'];
    const registration = typeof methodHeader === 'string' ? methods.get(methodHeader) : undefined;
    if (!registration) throw unknownMethod();

    const clientKey = request.headers['x-client-key'];
    if (typeof clientKey !== 'string' || !UUID.test(clientKey)) throw clientKeyRequired();

    await checkRateLimit(registration, request, options.rateLimiter);

    const { auth } = registration.call;
    const user = auth === 'none' ? undefined : await options.authenticate(request, reply, auth);
    if (auth === 'required' && !user) throw unauthorized();

    const parsed = parseInput(registration.call.input, request.body ?? {});
    if (!parsed.success) throw validationFailed(fieldErrors(parsed.error.issues, request.locale));

    const data = await registration.handler(parsed.data, {
      locale: request.locale,
      clientKey: clientKey.toLowerCase(),
      userId: user?.id,
      actor: user ?? VISITOR,
      ip: request.ip,
      log: request.log,
      request,
      reply,
    });
    if (options.isOutputChecked) {
      const checked = registration.call.output.safeParse(data);
      if (!checked.success) {
        request.log.error({ issues: checked.error.issues, path }, 'answer breaks the contract');
        throw new AppError('internal_error');
      }
    }
    reply.header('cache-control', 'no-store');
    return { data };
  });

  // Every other HTTP method on an API path: 405 where the path exists, 404 where it does not.
  app.route({
    method: ['GET', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'],
    url: '/api/*',
    handler: async (request, reply) => {
      const path = (request.params as { '*': string })['*'];
      if (!registry.methodsOf(path)) throw notFound();
      reply.header('allow', 'POST');
      throw new AppError('method_not_allowed');
    },
  });
}
