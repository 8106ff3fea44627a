/**
 * What only the server says: the message of each error code (the browser shows the server's
 * message) and the texts of notifications.
 */
export const koServer = {
  errors: {
    not_found: '요청한 내용을 찾을 수 없어요.',
    unknown_method: '지원하지 않는 요청 방식이에요.',
    client_key_required: '클라이언트 키가 없거나 올바르지 않아요. 페이지를 새로고침해 주세요.',
    validation_failed: '입력한 내용을 다시 확인해 주세요.',
    invalid_json: '요청 내용을 읽을 수 없어요. JSON 형식을 확인해 주세요.',
    invalid_input: '요청에 쓸 수 없는 문자가 들어 있어요.',
    payload_too_large: '요청 내용이 너무 커요.',
    unsupported_media_type: 'JSON 형식의 요청만 받을 수 있어요.',
    method_not_allowed: 'POST 요청만 받을 수 있어요.',
    unauthorized: '로그인이 필요해요.',
    token_expired: '로그인이 만료됐어요.',
    forbidden: '이 작업을 할 권한이 없어요.',
    rate_limited: '요청이 너무 많아요. 잠시 후 다시 시도해 주세요.',
    service_unavailable: '지금은 서비스를 이용할 수 없어요. 잠시 후 다시 시도해 주세요.',
    internal_error: '죄송해요, 예상하지 못한 오류가 생겼어요. 잠시 후 다시 시도해 주세요.',
    invalid_credentials: '이메일 또는 비밀번호가 올바르지 않아요.',
    email_taken: '이미 가입된 이메일이에요.',
    cross_site_request: '다른 사이트에서 보낸 요청은 처리할 수 없어요.',
    social_sign_up_failed: '가입 중 오류가 발생했어요. 다시 시도해 주세요.',
    social_provider_unavailable: '로그인 중 오류가 발생했어요. 잠시 후 다시 시도해 주세요.',
    link_ticket_invalid: '계정 연결 시간이 지났어요. 처음부터 다시 로그인해 주세요.',
    consent_required: '처음 오셨네요. 약관에 동의하고 가입해 주세요.',
    provider_not_found: '지금은 쓸 수 없는 로그인 방법이에요.',
  },
  notificationMessages: {
    commentReply: '{{nickname}}님이 내 댓글에 답글을 달았어요.',
    commentReplyAnonymous: '내 댓글에 새 답글이 달렸어요.',
  },
};
