/**
 * Condition keys of the eligibility model (product §16). Employment, education and special
 * categories follow the 온통청년 code tables (jobCd, schoolCd, sbizCd) plus the spec's detailed
 * categories; the source's "제한없음" codes mean the criterion is absent. Evaluating a profile against
 * them is the recommendations issue's pure function.
 */
export const EMPLOYMENT_CONDITIONS = [
  'employed', // 재직자
  'self_employed', // 자영업자
  'unemployed', // 미취업자
  'freelancer', // 프리랜서
  'day_laborer', // 일용근로자
  'entrepreneur', // (예비)창업자
  'short_term_worker', // 단기근로자
  'farmer', // 영농종사자
  'other', // 기타
] as const;

export const EDUCATION_CONDITIONS = [
  'below_high_school', // 고졸 미만
  'high_school_student', // 고교 재학
  'high_school_graduating', // 고졸 예정
  'high_school_graduate', // 고교 졸업
  'university_student', // 대학 재학
  'university_graduating', // 대졸 예정
  'university_graduate', // 대학 졸업
  'graduate_degree', // 석·박사
  'other', // 기타
] as const;

export const SPECIAL_CONDITIONS = [
  // 온통청년 sbizCd
  'sme_worker', // 중소기업
  'woman', // 여성
  'basic_livelihood', // 기초생활수급자
  'single_parent', // 한부모가정
  'disabled', // 장애인
  'farmer', // 농업인
  'soldier', // 군인
  'local_talent', // 지역인재
  // product §3 detailed categories not covered above
  'foreigner',
  'multi_job',
  'freelancer',
  'family_caregiver_youth', // 가족돌봄청년
  'career_break_woman', // 경력단절여성
  'other',
] as const;

export const MARITAL_CONDITIONS = ['single', 'married'] as const;

export type EmploymentCondition = (typeof EMPLOYMENT_CONDITIONS)[number];
export type EducationCondition = (typeof EDUCATION_CONDITIONS)[number];
export type SpecialCondition = (typeof SPECIAL_CONDITIONS)[number];
export type MaritalCondition = (typeof MARITAL_CONDITIONS)[number];

/** 무주택 세대주 / 무주택 세대원 / 주택을 가진 가구: the survey's answers, and what a policy accepts. */
export const HOUSING_CONDITIONS = ['homeless_head', 'homeless_member', 'homeowner'] as const;
export type HousingCondition = (typeof HOUSING_CONDITIONS)[number];

/** Criteria a policy may state only in its text, which the importer then reads there. */
export const FROM_TEXT_KEYS = ['age', 'regions', 'housing'] as const;
export type FromTextKey = (typeof FROM_TEXT_KEYS)[number];

/** Income condition: absent means none; free text cannot be checked automatically (`unknown`). */
export type IncomeCondition =
  | { kind: 'annual'; minManwon?: number; maxManwon?: number }
  | { kind: 'median_ratio'; maxPercent: number }
  | { kind: 'text'; text: string };

/** Every criterion is optional: absent means no restriction. */
export interface Eligibility {
  /**
   * 만 나이 on the day of evaluation. `militaryMaxMonths`: the upper limit moves up by the months of
   * military service, up to that many ("군 복무기간만큼 최대 3년 연장" is 36).
   */
  age?: { min?: number; max?: number; militaryMaxMonths?: number };
  /** Empty or absent: nationwide. 시군구 are 5-digit codes inside the listed 시·도. */
  regions?: { sido: string[]; sigungu?: string[] };
  income?: IncomeCondition;
  employment?: EmploymentCondition[];
  education?: EducationCondition[];
  special?: SpecialCondition[];
  marital?: MaritalCondition[];
  /** Who may apply by home ownership: ['homeless_head', 'homeless_member'] is 무주택 (any member). */
  housing?: HousingCondition[];
  /** Criteria the source stated only in its text and the importer read there (shown as such). */
  fromText?: FromTextKey[];
  /** 추가자격조건 and 참여제한대상 as written by the source; shown, not evaluated. */
  additionalConditions?: string;
  excludedTargets?: string;
}

/** Event category keys of product §3; `etc` is the default. */
export const EVENT_CATEGORIES = [
  'residence',
  'culture',
  'job',
  'finance',
  'education',
  'networking',
  'hobby',
  'contest',
  'etc',
] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];
