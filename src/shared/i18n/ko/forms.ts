/**
 * Field errors of the forms, the same in the browser and from the server.
 */
export const koForms = {
  validation: {
    required: '꼭 입력해야 하는 항목이에요.',
    invalidType: '입력 형식이 올바르지 않아요.',
    tooLong: '{{max}}자 이내로 입력해 주세요.',
    tooShort: '{{min}}자 이상 입력해 주세요.',
    nicknameMax: '닉네임은 12자 이내로 입력해 주세요.',
    messageMin: '10자 이상 입력해 주세요.',
    messageMax: '500자까지 입력할 수 있어요.',
    emailInvalid: '올바른 이메일 형식이 아니에요.',
    passwordMin: '비밀번호는 8자 이상이어야 해요.',
    passwordMismatch: '비밀번호가 일치하지 않아요.',
    nameMin: '이름은 2자 이상 입력해 주세요.',
    birthYearInvalid: '올바른 출생 연도를 입력해 주세요.',
    interestsRequired: '관심 분야를 하나 이상 골라 주세요.',
    passwordMax: '비밀번호는 128자 이내로 입력해 주세요.',
    passwordCommon: '너무 흔한 비밀번호예요. 다른 비밀번호를 입력해 주세요.',
    agreementRequired: '필수 약관에 동의해 주세요.',
    emailTaken: '이미 가입된 이메일이에요. 로그인해 주세요.',
    invalidCharacters: '쓸 수 없는 문자가 들어 있어요.',
    commentMax: '댓글은 1,000자까지 쓸 수 있어요.',
    commentPinTopLevel: '답글은 고정할 수 없어요. 댓글을 골라 주세요.',
    reviewMax: '한줄평은 100자까지 쓸 수 있어요.',
    reportDetailsMax: '신고 내용은 1,000자까지 쓸 수 있어요.',
    surveyOutdated: '설문이 새로 바뀌었어요. 새로고침한 뒤 다시 답해 주세요.',
    sigunguOutsideSido: '고른 시·도 안에 있는 시·군·구를 골라 주세요.',
  },
};
