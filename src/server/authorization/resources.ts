/**
 * The things the rules decide about, as plain records: what a rule needs to know of one (its
 * owner or author), never a database row. A module builds the record from what it has already
 * read, so asking the rules costs no query of its own.
 */
interface ResourceFields {
  notification: { ownerId: string };
  comment: { authorId: string };
  rating: { authorId: string };
  /** All the reviews of one item, as give to get (product §8) guards them. */
  item_reviews: object;
  bookmark: { ownerId: string };
  survey_answer: { ownerId: string };
  reminder_setting: { ownerId: string };
  banner: object;
  partner_page: object;
  catalogue_item: object;
}

export type ResourceType = keyof ResourceFields;

/** One resource that exists, e.g. `{ type: 'comment', authorId }`. */
export type Resource<T extends ResourceType = ResourceType> = {
  [K in T]: { type: K } & ResourceFields[K];
}[T];

/** A resource that does not exist yet, for `create`: only its type matters. */
export interface NewResource<T extends ResourceType = ResourceType> {
  type: T;
}
