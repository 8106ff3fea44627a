import type { Rating, RatingStats } from '../../../shared/contract/rating.js';
import { RATING_SCORES } from '../../../shared/contract/rating.js';
import { can, type Actor } from '../../authorization/index.js';
import { hiddenNow } from '../moderation/moderated-content.js';
import { presentAuthor } from '../user/user.presenter.js';
import type { RatingRow } from './rating.repository.js';

/**
 * A review as `actor` sees it at `now`. A hidden one keeps its place and score, but its text
 * shows only to those the rules let read it (its author and operators).
 */
export function presentRating(row: RatingRow, actor: Actor, now: Date): Rating {
  const hidden = hiddenNow(row, now);
  const isTextShown =
    hidden === null || can(actor, 'read_hidden', { type: 'rating', authorId: row.author_id });
  return {
    id: row.id,
    cid: row.cid,
    author: presentAuthor({
      id: row.author_id,
      nickname: row.nickname,
      deleted_at: row.deleted_at,
      dormant_at: row.dormant_at,
    }),
    score: row.score,
    text: isTextShown ? row.text : '',
    created_at: row.created_at.toISOString(),
    updated: row.updated_at > row.created_at,
    hidden,
    mine: actor.kind === 'user' && actor.id === row.author_id,
  };
}

/**
 * Statistics from the count per score: the mean rounded half up to one decimal (4.25 → 4.3),
 * computed from whole numbers so no float error moves it.
 */
export function presentStats(counts: readonly { score: number; count: number }[]): RatingStats {
  const perScore = Object.fromEntries(RATING_SCORES.map((score) => [String(score), 0])) as Record<
    '1' | '2' | '3' | '4' | '5',
    number
  >;
  let total = 0;
  let sum = 0;
  for (const { score, count } of counts) {
    perScore[String(score) as keyof typeof perScore] = count;
    total += count;
    sum += score * count;
  }
  return {
    average: total === 0 ? null : Math.round((sum * 10) / total) / 10,
    count: total,
    counts: perScore,
  };
}
