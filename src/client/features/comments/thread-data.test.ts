import { describe, expect, it } from 'vitest';
import type { Comment, ThreadComment } from '../../../shared/contract/index.js';
import {
  isThreadKeyOf,
  repliesKey,
  repliesOf,
  threadKey,
  threadView,
  withCommentAdded,
  withCommentChanged,
  withCommentDeleted,
  withLikeToggled,
  type ThreadPage,
} from './thread-data.js';

/** A thread's cached pages changed as the server changes them, so a write shows at once. */

function comment(id: number, fields: Partial<Comment> = {}): Comment {
  return {
    id,
    parent_id: null,
    cid: 'R1',
    author: { id: `u${id}`, nickname: `닉네임${id}`, status: 'member' },
    text: `댓글 ${id}`,
    created_at: '2026-11-25T10:00:00.000Z',
    updated: false,
    deleted: false,
    hidden: null,
    like_count: 0,
    liked_by_me: false,
    fixed: false,
    mine: false,
    reply_count: 0,
    ...fields,
  };
}

function top(id: number, replies: Comment[] = [], fields: Partial<Comment> = {}): ThreadComment {
  return { ...comment(id, { reply_count: replies.length, ...fields }), replies };
}

function reply(id: number, parentId: number, fields: Partial<Comment> = {}): Comment {
  return comment(id, { parent_id: parentId, ...fields });
}

function page(comments: ThreadComment[], total: number, next: string | null = null): ThreadPage {
  return { comments, total_count: total, next_cursor: next };
}

const ids = (pages: ThreadPage[]) => threadView(pages).comments.map((each) => each.id);

describe('the thread as one list', () => {
  it('joins the pages, each comment once, with the last page’s count and cursor', () => {
    const pages = [
      page([top(9, [], { fixed: true }), top(8), top(7)], 5, 'c1'),
      page([top(7), top(3)], 6),
    ];
    expect(threadView(pages)).toMatchObject({ total: 6, nextCursor: null });
    expect(ids(pages)).toEqual([9, 8, 7, 3]);
  });

  it('shows replies oldest first: those that came, those asked for, and new ones', () => {
    const parent = top(1, [reply(2, 1), reply(5, 1)]);
    const more = [
      page(
        [top(2), top(3), top(4)].map((r) => ({ ...r, parent_id: 1 })),
        4,
      ),
    ];
    expect(repliesOf(parent, more).map((r) => r.id)).toEqual([2, 3, 4, 5]);
  });

  it('knows its keys and no other item’s', () => {
    const isMine = isThreadKeyOf('R1');
    expect(isMine(threadKey('R1'))).toBe(true);
    expect(isMine(repliesKey('R1', 12))).toBe(true);
    expect(isMine(threadKey('R10'))).toBe(false);
    expect(isMine(repliesKey('R10', 12))).toBe(false);
  });
});

describe('a write shown at once', () => {
  it('a new comment goes under the pinned one, and the count grows', () => {
    const pages = [page([top(9, [], { fixed: true }), top(8)], 2)];
    const added = withCommentAdded(pages, comment(10));
    expect(ids(added)).toEqual([9, 10, 8]);
    expect(threadView(added).total).toBe(3);
    // The same answer twice (a double submit) is one comment.
    expect(ids(withCommentAdded(added, comment(10)))).toEqual([9, 10, 8]);
  });

  it('a reply goes last under its parent, whose reply count grows', () => {
    const pages = [page([top(1, [reply(2, 1)])], 2)];
    const [first] = withCommentAdded(pages, reply(3, 1));
    expect(first!.comments[0]!.replies.map((r) => r.id)).toEqual([2, 3]);
    expect(first!.comments[0]!.reply_count).toBe(2);
    expect(first!.total_count).toBe(3);
  });

  it('a like moves the count at once; the answer then sets it exactly', () => {
    const pages = [page([top(1, [reply(2, 1, { like_count: 4 })])], 2)];
    const liked = withLikeToggled(pages, 2);
    expect(liked[0]!.comments[0]!.replies[0]).toMatchObject({ like_count: 5, liked_by_me: true });
    const unliked = withLikeToggled(liked, 2);
    expect(unliked[0]!.comments[0]!.replies[0]).toMatchObject({
      like_count: 4,
      liked_by_me: false,
    });
    const exact = withCommentChanged(liked, 2, { like_count: 7 });
    expect(exact[0]!.comments[0]!.replies[0]!.like_count).toBe(7);
  });

  it('a deleted comment with replies stays as a placeholder over them; the count stays', () => {
    const pages = [page([top(1, [reply(2, 1)]), top(3)], 3)];
    const deleted = withCommentDeleted(pages, pages[0]!.comments[0]!);
    expect(deleted[0]!.comments[0]).toMatchObject({ id: 1, deleted: true, text: '' });
    expect(deleted[0]!.comments[0]!.replies.map((r) => r.id)).toEqual([2]);
    expect(deleted[0]!.total_count).toBe(3);
  });

  it('a deleted comment without replies goes, and the count drops', () => {
    const pages = [page([top(1), top(3)], 2)];
    const deleted = withCommentDeleted(pages, pages[0]!.comments[0]!);
    expect(ids(deleted)).toEqual([3]);
    expect(deleted[0]!.total_count).toBe(1);
  });

  it('a deleted reply goes; a placeholder left without replies goes with it', () => {
    const pages = [
      page([top(1, [reply(2, 1)], { deleted: true, text: '' }), top(3, [reply(4, 3)])], 4),
    ];
    const once = withCommentDeleted(pages, reply(2, 1));
    expect(ids(once)).toEqual([3]);
    expect(once[0]!.total_count).toBe(2);
    const twice = withCommentDeleted(once, reply(4, 3));
    expect(twice[0]!.comments[0]).toMatchObject({ id: 3, reply_count: 0, replies: [] });
    expect(twice[0]!.total_count).toBe(1);
  });
});
