import type { Eligibility, FromTextKey } from '../../../shared/eligibility.js';
import type { Locale } from '../../../shared/locale.js';
import { formatManwon } from '../../../shared/money.js';
import { SIDO } from '../../../shared/regions.js';

/**
 * A policy's eligibility (product §16) in plain words, one row per criterion that restricts
 * something: "나이 · 만 19세 ~ 34세", "지역 · 서울, 경기", "소득 · 기준 중위소득 60% 이하", … The
 * source's free-text conditions come last, as written (`isFreeText`: shown with line breaks and
 * links). An absent criterion means no restriction and is not listed, except the region, which
 * always says where (전국 when nationwide). An age or region the importer read from the notice's
 * text rather than a structured field carries `fromTextNote` (issue 13: shown as such), since the
 * reading may be wrong and the reader should check the original.
 */
export interface EligibilityRow {
  key: string;
  label: string;
  value: string;
  isFreeText?: boolean;
  fromTextNote?: string;
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

const E = 'details.eligibility';

export function sidoName(code: string, locale: Locale): string {
  const sido = SIDO.find((s) => s.code === code);
  if (!sido) return code;
  return locale === 'ko-KR' ? sido.ko : sido.en;
}

function ageText(age: NonNullable<Eligibility['age']>, t: Translate): string | undefined {
  const { min, max } = age;
  if (min !== undefined && max !== undefined) return t(`${E}.ageRange`, { min, max });
  if (min !== undefined) return t(`${E}.ageMin`, { min });
  if (max !== undefined) return t(`${E}.ageMax`, { max });
  return undefined;
}

function incomeText(
  income: NonNullable<Eligibility['income']>,
  t: Translate,
  locale: Locale,
): string | undefined {
  switch (income.kind) {
    case 'median_ratio':
      return t(`${E}.incomeMedian`, { percent: income.maxPercent });
    case 'text':
      return income.text.trim() || undefined;
    case 'annual': {
      const { minManwon: min, maxManwon: max } = income;
      if (min !== undefined && max !== undefined) {
        return t(`${E}.incomeRange`, {
          min: formatManwon(min, locale),
          max: formatManwon(max, locale),
        });
      }
      if (max !== undefined) return t(`${E}.incomeMax`, { max: formatManwon(max, locale) });
      if (min !== undefined) return t(`${E}.incomeMin`, { min: formatManwon(min, locale) });
      return undefined;
    }
  }
}

function keyList(keys: readonly string[] | undefined, group: string, t: Translate) {
  if (!keys?.length) return undefined;
  return keys.map((key) => t(`${E}.${group}.${key}`)).join(', ');
}

export function describeEligibility(
  eligibility: Eligibility,
  context: { regions: readonly string[]; sigungu: readonly string[] },
  t: Translate,
  locale: Locale,
): EligibilityRow[] {
  const rows: EligibilityRow[] = [];
  const add = (
    key: string,
    value: string | undefined,
    how: { isFreeText?: boolean; readFrom?: FromTextKey } = {},
  ) => {
    if (!value) return;
    const isReadFromText = !!how.readFrom && !!eligibility.fromText?.includes(how.readFrom);
    rows.push({
      key,
      label: t(`${E}.labels.${key}`),
      value,
      isFreeText: how.isFreeText ?? false,
      ...(isReadFromText ? { fromTextNote: t(`${E}.fromText`) } : {}),
    });
  };

  add('age', eligibility.age && ageText(eligibility.age, t), { readFrom: 'age' });

  const sido = eligibility.regions?.sido.length ? eligibility.regions.sido : context.regions;
  const sigungu = eligibility.regions?.sigungu?.length
    ? eligibility.regions.sigungu
    : context.sigungu;
  const names = sido.map((code) => sidoName(code, locale)).join(', ');
  add(
    'region',
    sido.length === 0
      ? t('catalogue.nationwide')
      : sigungu.length
        ? t(`${E}.someAreas`, { regions: names })
        : names,
    { readFrom: 'regions' },
  );

  add('income', eligibility.income && incomeText(eligibility.income, t, locale));
  add('employment', keyList(eligibility.employment, 'employment', t));
  add('education', keyList(eligibility.education, 'education', t));
  add('special', keyList(eligibility.special, 'special', t));
  add('marital', keyList(eligibility.marital, 'marital', t));
  add('additional', eligibility.additionalConditions?.trim(), { isFreeText: true });
  add('excluded', eligibility.excludedTargets?.trim(), { isFreeText: true });
  return rows;
}
