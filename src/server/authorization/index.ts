/** The authorization layer (decision 012): who is asking, the one table of rules, the audit. */
export { isRole, ROLES, signedInActor, VISITOR, type Actor, type Role } from './actor.js';
export type { SignedInActor, Visitor } from './actor.js';
export type { NewResource, Resource, ResourceType } from './resources.js';
export { actionsOf, authorize, can, signedIn, type Action } from './rules.js';
export { recordOperatorAction, type OperatorAction } from './audit.js';
