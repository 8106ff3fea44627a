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
    json_too_deep: '요청 내용이 너무 깊게 중첩돼 있어요.',
    payload_too_large: '요청 내용이 너무 커요.',
    unsupported_media_type: 'JSON 형식의 요청만 받을 수 있어요.',
    method_not_allowed: 'POST 요청만 받을 수 있어요.',
    unauthorized: '로그인이 필요해요.',
    token_expired: '로그인이 만료됐어요.',
    forbidden: '이 작업을 할 권한이 없어요.',
    comment_not_found: '댓글을 찾을 수 없어요. 삭제되었을 수 있어요.',
    review_required: '다른 사람의 한줄평을 보려면 먼저 한줄평을 남겨 주세요.',
    rating_exists: '이미 이 항목에 한줄평을 남겼어요. 남긴 한줄평을 고쳐 주세요.',
    survey_required: '맞춤 정책을 보려면 먼저 설문에 답하거나 프로필을 완성해 주세요.',
    duplicate_comment: '같은 내용의 댓글을 방금 남겼어요. 잠시 후 다시 시도해 주세요.',
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
    unreadable: '새 알림이 있어요.',
    // Moderation (issue 12): one text per target, so each noun takes its own particle.
    temporaryMeasureApplied: {
      comment:
        '권리침해 신고가 들어와 내 댓글을 {{until}}까지 임시로 가렸어요. 동의하지 않으면 이의를 제기할 수 있어요.',
      rating:
        '권리침해 신고가 들어와 내 한줄평을 {{until}}까지 임시로 가렸어요. 동의하지 않으면 이의를 제기할 수 있어요.',
    },
    reportReceived: {
      comment: '신고를 접수했어요. 검토하는 동안 신고한 댓글을 {{until}}까지 가려 둘게요.',
      rating: '신고를 접수했어요. 검토하는 동안 신고한 한줄평을 {{until}}까지 가려 둘게요.',
    },
    contentHidden: {
      comment: '운영 정책에 따라 운영팀이 내 댓글을 가렸어요.',
      rating: '운영 정책에 따라 운영팀이 내 한줄평을 가렸어요.',
    },
    contentRestored: {
      comment: '가려졌던 내 댓글이 다시 보여요.',
      rating: '가려졌던 내 한줄평이 다시 보여요.',
    },
    objectionReceived: {
      comment:
        '임시조치된 댓글에 작성자가 이의를 제기했어요. {{until}} 전에 검토하고 다시 보일지 정해 주세요.',
      rating:
        '임시조치된 한줄평에 작성자가 이의를 제기했어요. {{until}} 전에 검토하고 다시 보일지 정해 주세요.',
    },
  },
  // Operators' banner and partner fields (issue 14): checked only on the server.
  validation: {
    partnerNameMax: '파트너 이름은 60자까지 쓸 수 있어요.',
    partnerIntroMax: '소개는 1,000자까지 쓸 수 있어요.',
    partnerSlug:
      '영문 소문자, 숫자, 하이픈(-)으로 40자까지 써 주세요. 하이픈으로 시작하거나 끝날 수 없어요.',
    bannerTitleMax: '배너 제목은 100자까지 쓸 수 있어요.',
    imageUrl: 'png, jpg, jpeg, gif, webp로 끝나는 http(s) 이미지 주소를 입력해 주세요.',
    linkUrl: 'http:// 또는 https://로 시작하는 주소를 입력해 주세요.',
    bannerSchedule: '끝나는 시각은 시작하는 시각보다 뒤여야 해요.',
  },
};
