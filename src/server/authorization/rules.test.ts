import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.js';
import { signedInActor, VISITOR, type Actor } from './actor.js';
import type { NewResource, Resource, ResourceType } from './resources.js';
import { actionsOf, authorize, can } from './rules.js';

/*
 * The policy, as a reader should see it. Columns: a visitor; the user who owns or wrote the
 * resource (for `create`, and for what nobody owns, simply a signed-in user); another signed-in
 * user; an operator who does not own it. `yes` allows, `-` refuses.
 */
const POLICY = `
  resource         action                visitor   owner   other   operator
  notification     read                  -         yes     -       -
  notification     update                -         yes     -       -
  notification     delete                -         yes     -       -
  comment          create                -         yes     yes     yes
  comment          update                -         yes     -       yes
  comment          delete                -         yes     -       yes
  comment          fix                   -         -       -       yes
  comment          unfix                 -         -       -       yes
  comment          like                  -         yes     yes     yes
  comment          unlike                -         yes     yes     yes
  comment          report                -         -       yes     yes
  comment          object                -         yes     -       -
  comment          read_hidden           -         yes     -       yes
  comment          hide                  -         -       -       yes
  comment          restore               -         -       -       yes
  rating           create                -         yes     yes     yes
  rating           update                -         yes     -       -
  rating           delete                -         yes     -       -
  rating           report                -         -       yes     yes
  rating           object                -         yes     -       -
  rating           read_hidden           -         yes     -       yes
  rating           hide                  -         -       -       yes
  rating           restore               -         -       -       yes
  item_reviews     read_without_review   -         -       -       yes
  bookmark         create                -         yes     yes     yes
  bookmark         read                  -         yes     -       -
  bookmark         delete                -         yes     -       -
  survey_answer    create                -         yes     yes     yes
  survey_answer    read                  -         yes     -       -
  survey_answer    update                -         yes     -       -
  survey_answer    delete                -         yes     -       -
  reminder_setting read                  -         yes     -       -
  reminder_setting update                -         yes     -       -
  banner           create                -         -       -       yes
  banner           update                -         -       -       yes
  banner           close                 -         -       -       yes
  partner_page     create                -         -       -       yes
  partner_page     update                -         -       -       yes
  partner_page     close                 -         -       -       yes
  catalogue_item   create                -         -       -       yes
  catalogue_item   update                -         -       -       yes
  catalogue_item   close                 -         -       -       yes
  catalogue_item   import                -         -       -       yes
`;

const OWNER_ID = '00000000-0000-4000-8000-000000000001';
const ACTORS: Record<string, Actor> = {
  visitor: VISITOR,
  owner: signedInActor(OWNER_ID, 'user'),
  other: signedInActor('00000000-0000-4000-8000-000000000002', 'user'),
  operator: signedInActor('00000000-0000-4000-8000-000000000003', 'operator'),
};

const [header = '', ...lines] = POLICY.trim().split('\n');
const columns = header.trim().split(/\s+/).slice(2);
const rows = lines.map((line) => {
  const [type = '', action = '', ...cells] = line.trim().split(/\s+/);
  return { type: type as ResourceType, action, cells };
});

/** The resource of a row, owned or written by OWNER_ID where the type has an owner. */
function resourceOf(type: ResourceType, action: string, ownerId = OWNER_ID) {
  if (action === 'create') return { type } satisfies NewResource;
  return { type, ownerId, authorId: ownerId } as Resource;
}

// The rules are typed per resource; the table walks them by name.
const ask = can as (actor: Actor, action: string, resource: Resource | NewResource) => boolean;

describe('the authorization policy', () => {
  it.each(
    rows.flatMap(({ type, action, cells }) =>
      columns.map((column, i) => ({ type, action, column, expected: cells[i] === 'yes' })),
    ),
  )('$type $action by $column: $expected', ({ type, action, column, expected }) => {
    expect(ask(ACTORS[column]!, action, resourceOf(type, action))).toBe(expected);
  });

  it('has a row above for every rule, and no row without one', () => {
    const ruled = rows.map((row) => `${row.type} ${row.action}`).sort();
    const types = [...new Set(rows.map((row) => row.type))];
    expect(types.flatMap((type) => actionsOf(type).map((a) => `${type} ${a}`)).sort()).toEqual(
      ruled,
    );
  });

  it('lets an operator do everything a user may do with their own things', () => {
    const ownOperator = signedInActor(OWNER_ID, 'operator');
    for (const { type, action } of rows) {
      const resource = resourceOf(type, action);
      if (ask(ACTORS.owner!, action, resource)) {
        expect(ask(ownOperator, action, resource), `${type} ${action}`).toBe(true);
      }
    }
  });

  it('ties each action to its resource type at compile time', () => {
    const user = ACTORS.owner!;
    expect(can(user, 'create', { type: 'comment' })).toBe(true);
    expect(can(user, 'update', { type: 'comment', authorId: OWNER_ID })).toBe(true);
    // These lines are the test: `npm run typecheck` fails if any of them compiles.
    // @ts-expect-error a rating has no `fix`
    expect(can(user, 'fix', { type: 'rating', authorId: OWNER_ID })).toBe(false);
    // @ts-expect-error changing a comment needs its author
    expect(can(user, 'update', { type: 'comment' })).toBe(false);
    // @ts-expect-error a notification has an owner, not an author
    expect(can(user, 'read', { type: 'notification', authorId: OWNER_ID })).toBe(false);
  });

  it('refuses an action that has no rule', () => {
    expect(ask(ACTORS.operator!, 'destroy', resourceOf('comment', 'destroy'))).toBe(false);
    expect(ask(ACTORS.operator!, 'toString', resourceOf('comment', 'toString'))).toBe(false);
  });

  it('refuses a visitor with 401 unauthorized and a signed-in user with 403 forbidden', () => {
    const comment = { type: 'comment', authorId: OWNER_ID } as const;
    expect(() => authorize(ACTORS.owner!, 'update', comment)).not.toThrow();
    const refusal = (actor: Actor) => {
      try {
        authorize(actor, 'update', comment);
      } catch (error) {
        return error instanceof AppError ? [error.status, error.code] : error;
      }
      return 'allowed';
    };
    expect(refusal(VISITOR)).toEqual([401, 'unauthorized']);
    expect(refusal(ACTORS.other!)).toEqual([403, 'forbidden']);
  });
});
