import type { Comment, MyComment, ThreadComment } from '../../../shared/contract/comment.js';
import { can, type Actor } from '../../authorization/index.js';
import { presentAuthor } from '../user/user.presenter.js';
import type { CommentRow, MyCommentRow } from './comment.repository.js';

/**
 * Comment rows as the contract shows them to `actor`. A deleted comment is a placeholder that
 * carries nothing of its author or text. A hidden one (an operator's hiding, or a 임시조치 still in
 * effect) shows its text only to whoever may edit it (the rules: its author and operators).
 */
export function presentComment(row: CommentRow, actor: Actor): Comment {
  const viewerId = actor.kind === 'user' ? actor.id : null;
  const hidden = row.is_hidden
    ? { reason: row.hidden_reason!, until: row.hidden_until?.toISOString() ?? null }
    : null;
  const common = {
    id: row.id,
    parent_id: row.parent_id,
    cid: row.cid,
    created_at: row.created_at.toISOString(),
    hidden,
    fixed: row.fixed_at !== null,
    reply_count: row.reply_count,
  };
  if (row.deleted_at) {
    return {
      ...common,
      author: { id: null, nickname: null, status: 'member' },
      text: '',
      updated: false,
      deleted: true,
      like_count: 0,
      liked_by_me: false,
      mine: false,
    };
  }
  const isTextShown = !hidden || can(actor, 'update', { type: 'comment', authorId: row.author_id });
  return {
    ...common,
    author: presentAuthor({
      id: row.author_id,
      nickname: row.author_nickname,
      deleted_at: row.author_deleted_at,
      dormant_at: row.author_dormant_at,
    }),
    text: isTextShown ? row.text : '',
    updated: row.updated_at !== null,
    deleted: false,
    like_count: row.like_count,
    liked_by_me: row.liked_by_me,
    mine: viewerId === row.author_id,
  };
}

/** Top-level comments of a page, each with its replies (given oldest first, any parents). */
export function presentThread(
  topLevel: readonly CommentRow[],
  replies: readonly CommentRow[],
  actor: Actor,
): ThreadComment[] {
  const repliesOf = new Map<number, Comment[]>();
  for (const reply of replies) {
    const list = repliesOf.get(reply.parent_id!) ?? [];
    list.push(presentComment(reply, actor));
    repliesOf.set(reply.parent_id!, list);
  }
  return topLevel.map((row) => ({
    ...presentComment(row, actor),
    replies: repliesOf.get(row.id) ?? [],
  }));
}

export function presentMyComment(row: MyCommentRow, actor: Actor): MyComment {
  return {
    ...presentComment(row, actor),
    item: { cid: row.cid, kind: row.item_kind, title: row.item_title },
  };
}

/**
 * Keyset cursors: opaque to clients, each tied to the list it came from (a thread, a comment's
 * replies, my comments) and to the id the next page continues from.
 */
export type CursorList = 'thread' | 'replies' | 'mine';

export function encodeCursor(list: CursorList, id: number): string {
  return Buffer.from(`${list}:${id}`).toString('base64url');
}

/** The id a cursor continues from; undefined for a cursor that is not one of `list`'s. */
export function decodeCursor(list: CursorList, cursor: string): number | undefined {
  const match = /^([a-z]+):([1-9][0-9]{0,15})$/.exec(Buffer.from(cursor, 'base64url').toString());
  const id = Number(match?.[2]);
  return match?.[1] === list && Number.isSafeInteger(id) ? id : undefined;
}

/** A page of `limit` rows read as `limit + 1`: the extra row says whether another page follows. */
export function pageOf<Row extends { id: number }>(
  rows: readonly Row[],
  limit: number,
  list: CursorList,
): { rows: Row[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page,
    nextCursor: rows.length > limit && last ? encodeCursor(list, last.id) : null,
  };
}
