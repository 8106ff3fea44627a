import type { KyselyPlugin } from 'kysely';

/**
 * A query plugin (`createTestApp({ queryPlugin })`) that counts the app's statements the test
 * asks about, to show that an answer came from memory.
 */
export function countStatements(isCounted: (statement: string) => boolean) {
  const counter = {
    count: 0,
    transformQuery(args) {
      if (isCounted(JSON.stringify(args.node))) counter.count += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  } satisfies KyselyPlugin & { count: number };
  return counter;
}

/** Several counters as the one query plugin an app or a connection takes. */
export function allOf(...counters: KyselyPlugin[]): KyselyPlugin {
  return {
    transformQuery(args) {
      for (const counter of counters) counter.transformQuery(args);
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
}

/** Statements that read catalogue rows by id: a page's cards. */
export const isRowRead = (statement: string) =>
  /catalogue_items/.test(statement) && /= any\(/.test(statement);

/** Statements that read one item's detail by its cid: a detail not held. */
export const isDetailRead = (statement: string) =>
  /from catalogue_items where cid = /.test(statement);
