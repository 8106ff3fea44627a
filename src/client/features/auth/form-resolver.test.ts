import { beforeAll, describe, expect, it } from 'vitest';
import { ProfileFormSchema, SignUpFormSchema } from '../../../shared/account-fields.js';
import { formsCopy } from '../../i18n/areas/forms.js';
import { loadCopyArea } from '../../i18n/index.js';
import { CommentTextSchema } from '../../../shared/contract/comment.js';
import { oneFieldSchema, sharedSchemaResolver } from './form-resolver.js';

type Resolved = { values: Record<string, unknown>; errors: Record<string, unknown> };

function resolve(schema: Parameters<typeof sharedSchemaResolver>[0], values: object) {
  const resolver = sharedSchemaResolver(schema as never);
  return resolver(values as never, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  }) as Resolved;
}

describe('the forms check with the shared schemas and speak their messages (ko by default)', () => {
  // What the form pages do before they show (their copy area).
  beforeAll(() => loadCopyArea(formsCopy));

  it('puts each sign-up problem under its field, nested as react-hook-form reads it', () => {
    const { errors, values } = resolve(SignUpFormSchema, {
      email: 'not-an-email',
      password: 'short',
      confirm_password: 'other',
      name: 'a',
      agreements: { terms: false, privacy: true, marketing: false },
    });
    expect(values).toEqual({});
    expect(errors).toEqual({
      email: { type: 'invalid_format', message: '올바른 이메일 형식이 아니에요.' },
      password: { type: 'too_small', message: '비밀번호는 8자 이상이어야 해요.' },
      confirm_password: { type: 'custom', message: '비밀번호가 일치하지 않아요.' },
      name: { type: 'too_small', message: '이름은 2자 이상 입력해 주세요.' },
      agreements: { terms: { type: 'invalid_value', message: '필수 약관에 동의해 주세요.' } },
    });
  });

  it('asks for empty fields first and keeps one message per field', () => {
    const { errors } = resolve(ProfileFormSchema, {
      nickname: '',
      gender: '',
      birth_year: undefined,
      region: '',
      income: '',
      employment: '',
      detailed_category: [],
      marital_status: '',
      interests: [],
    });
    const messages = Object.fromEntries(
      Object.entries(errors).map(([field, error]) => [
        field,
        (error as { message: string }).message,
      ]),
    );
    expect(messages).toEqual({
      nickname: '꼭 입력해야 하는 항목이에요.',
      gender: '꼭 입력해야 하는 항목이에요.',
      birth_year: '꼭 입력해야 하는 항목이에요.',
      region: '꼭 입력해야 하는 항목이에요.',
      income: '꼭 입력해야 하는 항목이에요.',
      employment: '꼭 입력해야 하는 항목이에요.',
      marital_status: '꼭 입력해야 하는 항목이에요.',
      interests: '관심 분야를 하나 이상 골라 주세요.',
    });
  });

  it('passes the parsed values on when the form is right (trimmed, lower-cased e-mail)', () => {
    const { errors, values } = resolve(SignUpFormSchema, {
      email: ' Minji@Example.com ',
      password: 'long-enough-1',
      confirm_password: 'long-enough-1',
      name: ' 김민지 ',
      agreements: { terms: true, privacy: true, marketing: false },
    });
    expect(errors).toEqual({});
    expect(values).toMatchObject({ email: 'minji@example.com', name: '김민지' });
  });

  it('checks a one-field form (a comment) with the shared text schema: cleaned, counted, its words', () => {
    const comment = oneFieldSchema('text', CommentTextSchema);
    expect(resolve(comment, { text: '  줄바꿈은\r\n그대로  ' })).toEqual({
      values: { text: '줄바꿈은\n그대로' },
      errors: {},
    });
    expect(resolve(comment, { text: '\u200b ' }).errors).toEqual({
      text: { type: 'custom', message: '꼭 입력해야 하는 항목이에요.' },
    });
    // 1,000 characters as a reader counts them (an emoji is one), then the comment's own message.
    expect(resolve(comment, { text: '😀'.repeat(1000) }).errors).toEqual({});
    expect(resolve(comment, { text: '가'.repeat(1001) }).errors).toEqual({
      text: { type: 'custom', message: '댓글은 1,000자까지 쓸 수 있어요.' },
    });
  });
});
