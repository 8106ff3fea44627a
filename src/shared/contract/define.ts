import type { z } from 'zod';

/** Who may make a call: anyone, anyone (the user is read when a token comes), or signed-in users. */
export type AuthRequirement = 'none' | 'optional' | 'required';

/**
 * One call of the wire contract (product §12): `POST /api/{path}` with header `X-Method: {method}`.
 * The same object types the client's `call()` and the server's handler.
 */
export interface CallDef<
  Input extends z.ZodType = z.ZodType,
  Output extends z.ZodType = z.ZodType,
> {
  path: string;
  method: string;
  input: Input;
  output: Output;
  auth: AuthRequirement;
  /** One line for docs/api.md. */
  summary: string;
}

export type CallInput<C extends CallDef> = z.input<C['input']>;
export type CallOutput<C extends CallDef> = z.output<C['output']>;

export function defineCall<Input extends z.ZodType, Output extends z.ZodType>(
  def: CallDef<Input, Output>,
): CallDef<Input, Output> {
  if (!/^[a-z][a-z-]*\/[a-z][a-z-]*$/.test(def.path)) throw new Error(`bad call path ${def.path}`);
  if (!/^[a-z][a-z_]*$/.test(def.method)) throw new Error(`bad call method ${def.method}`);
  return def;
}

/**
 * The key a client names a call by: the path alone when the method is the path's last word
 * (`log/create` sends `X-Method: create`), else `path#method` (`policy/read#read_list`).
 */
export function routeKey(call: Pick<CallDef, 'path' | 'method'>): string {
  return call.path.endsWith(`/${call.method}`) ? call.path : `${call.path}#${call.method}`;
}

export function parseRouteKey(key: string): { path: string; method: string } {
  const [path = '', explicitMethod] = key.split('#');
  return { path, method: explicitMethod ?? path.slice(path.lastIndexOf('/') + 1) };
}
