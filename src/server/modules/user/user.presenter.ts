import type { Profile } from '../../../shared/account-fields.js';
import type { Author } from '../../../shared/contract/author.js';
import type { SignInMethod, User } from '../../../shared/contract/user.js';
import type { UserRow } from './user.repository.js';

/** A user row as the contract shows it; the profile only once it is complete. */
export function presentUser(row: UserRow, providers: readonly SignInMethod[]): User {
  const profile = profileOf(row);
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    nickname: profile?.nickname ?? null,
    is_profile_complete: profile !== null,
    profile,
    providers: [...providers],
    // Only a hint for the browser (which menus to show); every call checks the role itself.
    ...(row.role === 'operator' ? { role: 'operator' as const } : {}),
  };
}

/** The row's profile once it is complete, else null. */
export function profileOf(row: UserRow): Profile | null {
  const { nickname, gender, birth_year, region, income, employment, marital_status } = row;
  if (
    !row.profile_completed_at ||
    nickname === null ||
    gender === null ||
    birth_year === null ||
    region === null ||
    income === null ||
    employment === null ||
    marital_status === null
  ) {
    return null;
  }
  // The database's CHECK constraints hold these to the contract's keys.
  return {
    nickname,
    gender: gender as Profile['gender'],
    birth_year,
    region,
    income: income as Profile['income'],
    employment: employment as Profile['employment'],
    detailed_category: row.detailed_category as Profile['detailed_category'],
    marital_status: marital_status as Profile['marital_status'],
    interests: row.interests as Profile['interests'],
  };
}

/**
 * The author of a comment or a review as the contract shows it (product §3). A withdrawn account has
 * lost its nickname already; a dormant one keeps it stored but shows none, as its owner is away.
 * Written with the accounts (issue 5 asks for the label); the comments and reviews use it.
 */
export function presentAuthor(
  row: Pick<UserRow, 'id' | 'nickname' | 'deleted_at' | 'dormant_at'>,
): Author {
  if (row.deleted_at) return { id: null, nickname: null, status: 'withdrawn' };
  if (row.dormant_at) return { id: null, nickname: null, status: 'dormant' };
  return { id: row.id, nickname: row.nickname, status: 'member' };
}
