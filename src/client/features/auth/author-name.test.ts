import { describe, expect, it } from 'vitest';
import { en } from '../../../shared/i18n/en.js';
import { lookup } from '../../../shared/i18n/format.js';
import { ko } from '../../../shared/i18n/ko.js';
import { authorName } from './author-name.js';

const inKorean = (key: string) => String(lookup(ko, key));
const inEnglish = (key: string) => String(lookup(en, key));

describe('authorName', () => {
  it('names a member by nickname, and one without a profile yet as a member', () => {
    expect(authorName({ id: 'u1', nickname: '민지', status: 'member' }, inKorean)).toBe('민지');
    expect(authorName({ id: 'u1', nickname: null, status: 'member' }, inKorean)).toBe('회원');
  });

  it('says only that a withdrawn or dormant member wrote it, in either language', () => {
    const withdrawn = { id: null, nickname: null, status: 'withdrawn' } as const;
    const dormant = { id: null, nickname: null, status: 'dormant' } as const;
    expect(authorName(withdrawn, inKorean)).toBe('탈퇴한 회원');
    expect(authorName(dormant, inKorean)).toBe('휴면 회원');
    expect(authorName(withdrawn, inEnglish)).toBe('Withdrawn member');
    expect(authorName(dormant, inEnglish)).toBe('Dormant member');
  });
});
