import { describe, expect, it } from 'vitest';
import { ERROR_STATUS } from '../errors.js';
import { en } from './en.js';
import { ko } from './ko.js';
import { translate } from './translate.js';

function keys(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return [prefix];
  return Object.entries(node).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('message catalogues', () => {
  it('have the same keys in Korean and English', () => {
    expect(keys(en).sort()).toEqual(keys(ko).sort());
  });

  it('have a message for every error code in both languages', () => {
    for (const code of Object.keys(ERROR_STATUS)) {
      // A forgotten translation shows up as Korean in English or English in Korean.
      expect(translate('ko-KR', `errors.${code}`), code).toMatch(/[가-힣]/);
      expect(translate('en-US', `errors.${code}`), code).toMatch(/^[^가-힣]*[A-Za-z][^가-힣]*$/);
    }
  });

  it('use the English texts of the spec verbatim', () => {
    expect(en.errors.alert).toBe(
      'Sorry, there was an unexpected error. After a while, please try again.',
    );
    expect(en.guard.title).toBe('Need to sign in');
    expect(en.guard.signIn).toBe('Sign in');
    expect(en.guard.cancel).toBe('Cancel');
    expect(en.validation.nicknameMax).toBe('enter nickname within 12 characters');
    expect(en.validation.passwordMismatch).toBe('Passwords do not match');
    expect(en.validation.emailInvalid).toBe("It's not a valid email format.");
  });

  it('never writes the 을(를) kind of particle pair', () => {
    expect(JSON.stringify(ko)).not.toMatch(/[을를이가은는와과]\([을를이가은는와과]\)/);
  });

  it('fills placeholders and leaves unknown keys undefined', () => {
    expect(translate('ko-KR', 'validation.tooLong', { max: 12 })).toBe(
      '12자 이내로 입력해 주세요.',
    );
    expect(translate('en-US', 'footer.copyright', { year: 2026 })).toBe('© 2026 Youth Benefits');
    expect(translate('ko-KR', 'errors.nope')).toBeUndefined();
    expect(translate('ko-KR', 'errors')).toBeUndefined();
  });
});
