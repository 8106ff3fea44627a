/**
 * Facts about the operator shown on legal pages and in the footer. Operators change them here,
 * in one place, before going live.
 */
export const SERVICE_INFO = {
  nameKo: '청년혜택',
  nameEn: 'Youth Benefits',
  operatorKo: '청년혜택 운영팀',
  operatorEn: 'Youth Benefits team',
  contactEmail: 'help@hyetaek.kr',
  privacyOfficerKo: '개인정보 보호책임자 (청년혜택 운영팀장)',
  privacyOfficerEn: 'Privacy officer (head of the Youth Benefits team)',
  privacyEmail: 'privacy@hyetaek.kr',
  contactReplyBusinessDays: 5,
} as const;
