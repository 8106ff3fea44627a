import { forbidden, unauthorized } from '../http/app-error.js';
import type { Actor, SignedInActor } from './actor.js';
import type { NewResource, Resource, ResourceType } from './resources.js';

/*
 * Who may do what: ONE rule per resource type and action, and nowhere else. Routes and services
 * ask `can` or `authorize`; the SQL still names the owner where it has one (defence in depth).
 * Every rule lets an operator do whatever it lets a user do (rules.test.ts checks it).
 */

type Rule<T extends ResourceType> = (actor: Actor, resource: Resource<T>) => boolean;
type AnyRule = (actor: Actor, resource: Resource | NewResource) => boolean;
/** `create` decides before the resource exists, so it sees the actor alone. */
type CreateRule = (actor: Actor) => boolean;

type PolicyTable = {
  [T in ResourceType]: { create?: CreateRule } & Record<string, Rule<T>>;
};

const isSignedIn: CreateRule = (actor) => actor.kind === 'user';
const isOperator: CreateRule = (actor) => actor.kind === 'user' && actor.role === 'operator';
const isOwner = (actor: Actor, resource: { ownerId: string }) =>
  actor.kind === 'user' && actor.id === resource.ownerId;
const isAuthor = (actor: Actor, resource: { authorId: string }) =>
  actor.kind === 'user' && actor.id === resource.authorId;
const isAuthorOrOperator = (actor: Actor, resource: { authorId: string }) =>
  isAuthor(actor, resource) || isOperator(actor);
const isSignedInNotAuthor = (actor: Actor, resource: { authorId: string }) =>
  isSignedIn(actor) && !isAuthor(actor, resource);

/**
 * Reports and moderation, the same on comments and reviews (issue 12). Anyone signed in reports
 * what someone else wrote (one's own is not reported); only the author objects to a 임시조치 on
 * it; a hidden text shows to its author and operators; only operators hide and restore.
 */
const moderated = {
  report: isSignedInNotAuthor,
  object: isAuthor,
  read_hidden: isAuthorOrOperator,
  hide: isOperator,
  restore: isOperator,
};

/** What the site's operators manage: only they create, change or close it. */
const operatorManaged = { create: isOperator, update: isOperator, close: isOperator };

const POLICY = {
  // The bell: a user's own notifications, and nobody else's (not even an operator's).
  notification: { read: isOwner, update: isOwner, delete: isOwner },
  comment: {
    create: isSignedIn,
    update: isAuthorOrOperator,
    delete: isAuthorOrOperator,
    // Pinning a comment to the top of a thread is moderation.
    fix: isOperator,
    unfix: isOperator,
    like: isSignedIn,
    unlike: isSignedIn,
    ...moderated,
  },
  rating: { create: isSignedIn, update: isAuthor, delete: isAuthor, ...moderated },
  // Give to get (product §8): a user reads an item's reviews once they wrote one (the service
  // checks that); operators read them without, to moderate them.
  item_reviews: { read_without_review: isOperator },
  bookmark: { create: isSignedIn, read: isOwner, delete: isOwner },
  survey_answer: { create: isSignedIn, read: isOwner, update: isOwner, delete: isOwner },
  // Deadline reminders (issue 14): one's own setting only.
  reminder_setting: { read: isOwner, update: isOwner },
  banner: operatorManaged,
  partner_page: operatorManaged,
  catalogue_item: { ...operatorManaged, import: isOperator },
} as const satisfies PolicyTable;

/** The actions the rules know for a resource type, e.g. `Action<'comment'>` is `'create' | 'fix' | …`. */
export type Action<T extends ResourceType> = Extract<keyof (typeof POLICY)[T], string>;

type CreatableType = {
  [T in ResourceType]: 'create' extends Action<T> ? T : never;
}[ResourceType];

/** The one question with its typed forms: `create` names a type, other actions a resource. */
interface Question<Answer> {
  <T extends CreatableType>(actor: Actor, action: 'create', resource: NewResource<T>): Answer;
  <T extends ResourceType>(
    actor: Actor,
    action: Exclude<Action<T>, 'create'>,
    resource: Resource<T>,
  ): Answer;
}

function isAllowed(actor: Actor, action: string, resource: Resource | NewResource): boolean {
  // The overloads of `Question` have matched the action and the record to the resource's type.
  const rules = POLICY[resource.type] as Record<string, AnyRule | undefined>;
  const rule = Object.hasOwn(rules, action) ? rules[action] : undefined;
  return rule !== undefined && rule(actor, resource);
}

/** Whether `actor` may do `action` to `resource`. An action without a rule is refused. */
export const can: Question<boolean> = isAllowed;

/**
 * `can`, or the refusal the caller answers with: 401 `unauthorized` for a visitor (signing in
 * may help, and the client then offers it), 403 `forbidden` for a signed-in user.
 */
export const authorize: Question<void> = (
  actor: Actor,
  action: string,
  resource: Resource | NewResource,
): void => {
  if (isAllowed(actor, action, resource)) return;
  throw actor.kind === 'visitor' ? unauthorized() : forbidden();
};

/** The signed-in actor, or 401 `unauthorized` for a visitor (for calls about the actor's own things). */
export function signedIn(actor: Actor): SignedInActor {
  if (actor.kind === 'visitor') throw unauthorized();
  return actor;
}

/** Every action with a rule, per resource type (the policy test walks them all). */
export function actionsOf(type: ResourceType): string[] {
  return Object.keys(POLICY[type]);
}
