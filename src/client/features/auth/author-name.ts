import type { Author } from '../../../shared/contract/index.js';

/**
 * The name content shows for its author (product §3): the nickname, or "탈퇴한 회원" / "휴면 회원"
 * for a member who left or is away (never a name they no longer want shown). For the comment
 * and review screens to come.
 */
export function authorName(author: Author, t: (key: string) => string): string {
  if (author.status === 'member') return author.nickname ?? t('author.member');
  return t(`author.${author.status}`);
}
