import { useEffect, useState } from 'react';
import { SIDO } from '../../../shared/regions.js';
import { useTranslation } from '../../i18n/index.js';
import { rangeOf, type AnswerValue, type SurveyQuestion } from './survey-steps.js';
import formStyles from '../auth/form-fields.module.css';
import styles from './survey.module.css';

/**
 * The input of one survey question, by its type: big tap rows for choices (a phone's thumb), a
 * select for years, months and 시·군·구, a stepper for counts. Optional questions offer
 * "잘 모르겠어요", which leaves the answer out (its criteria stay unknown, never met or unmet).
 */

interface Option {
  value: string;
  label: string;
}

interface InputProps {
  question: SurveyQuestion;
  value: AnswerValue | undefined;
  onChange(value: AnswerValue | undefined): void;
  /** Ids of the question's heading and hint (and error), which name and describe the input. */
  labelledBy: string;
  describedBy: string;
  isInvalid: boolean;
  /** The 시·도 answered so far (the 시·군·구 question lists its places). */
  sido: string | undefined;
}

/** The texts of a choice question's options. */
function useOptionLabels(question: SurveyQuestion): Option[] {
  const { t, locale } = useTranslation();
  const options = question.options ?? [];
  if (question.type === 'sido') {
    return SIDO.filter((sido) => options.includes(sido.code)).map((sido) => ({
      value: sido.code,
      label: locale === 'en-US' ? sido.en : sido.ko,
    }));
  }
  const catalogue = question.key === 'interests' ? 'categories' : `survey.options.${question.key}`;
  return options.map((value) => ({ value, label: t(`${catalogue}.${value}`) }));
}

function ChoiceRows({
  type,
  name,
  isCompact = false,
  options,
  selected,
  onToggle,
  labelledBy,
  describedBy,
  isInvalid,
}: {
  type: 'radio' | 'checkbox';
  name: string;
  /** Short labels (the 17 시·도) go in columns, so the whole list fits a phone's screen. */
  isCompact?: boolean;
  options: Option[];
  selected: (value: string) => boolean;
  onToggle(value: string, isOn: boolean): void;
  labelledBy: string;
  describedBy: string;
  isInvalid: boolean;
}) {
  return (
    <fieldset
      className={`${styles.rows} ${isCompact ? styles.compact : ''}`}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={isInvalid || undefined}
    >
      {options.map((option) => (
        <label key={option.value} className={styles.row}>
          <input
            type={type}
            name={name}
            value={option.value}
            checked={selected(option.value)}
            onChange={(event) => onToggle(option.value, event.target.checked)}
          />
          <span className={styles.rowLabel}>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

function SelectInput({
  options,
  value,
  onChange,
  placeholder,
  labelledBy,
  describedBy,
  isInvalid,
}: {
  options: Option[];
  value: string;
  onChange(value: string): void;
  placeholder: string;
} & Pick<InputProps, 'labelledBy' | 'describedBy' | 'isInvalid'>) {
  return (
    <select
      className={`${formStyles.input} ${styles.tall}`}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={isInvalid || undefined}
    >
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** The 시·군·구 of a 시·도, from the table that loads with this step only (about 250 places). */
function useSigunguOptions(sido: string | undefined): Option[] | undefined {
  const { locale } = useTranslation();
  const [loaded, setLoaded] = useState<{ key: string; options: Option[] }>();
  const key = `${sido ?? ''} ${locale}`;
  useEffect(() => {
    if (!sido) return;
    let isCurrent = true;
    void import('./sigungu-options.js').then(({ sigunguOptions }) => {
      if (isCurrent) setLoaded({ key, options: sigunguOptions(sido, locale) });
    });
    return () => {
      isCurrent = false;
    };
  }, [sido, locale, key]);
  if (!sido) return [];
  return loaded?.key === key ? loaded.options : undefined;
}

function CountInput({
  question,
  value,
  onChange,
  labelledBy,
  describedBy,
  isInvalid,
}: Pick<
  InputProps,
  'question' | 'value' | 'onChange' | 'labelledBy' | 'describedBy' | 'isInvalid'
>) {
  const { t } = useTranslation();
  const { min, max } = rangeOf(question);
  const count = typeof value === 'number' ? value : undefined;
  const step = (by: number) =>
    onChange(Math.min(max, Math.max(min, (count ?? (by > 0 ? min - 1 : min + 1)) + by)));
  return (
    <div className={styles.stepper}>
      <button
        type="button"
        className={styles.stepButton}
        aria-label={t('survey.decrease')}
        disabled={count !== undefined && count <= min}
        onClick={() => step(-1)}
      >
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        className={`${formStyles.input} ${styles.tall} ${styles.countNumber}`}
        min={min}
        max={max}
        value={count ?? ''}
        onChange={(event) =>
          onChange(event.target.value === '' ? undefined : Number(event.target.value))
        }
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-invalid={isInvalid || undefined}
      />
      <button
        type="button"
        className={styles.stepButton}
        aria-label={t('survey.increase')}
        disabled={count !== undefined && count >= max}
        onClick={() => step(1)}
      >
        +
      </button>
      {count !== undefined && (
        <span className={styles.unit} aria-hidden="true">
          {t(`survey.countUnit.${question.key}`, { count })}
        </span>
      )}
    </div>
  );
}

export function QuestionInput(props: InputProps) {
  const { question, value, onChange, sido } = props;
  const { t } = useTranslation();
  const options = useOptionLabels(question);
  const sigungu = useSigunguOptions(question.type === 'sigungu' ? sido : undefined);
  const dontKnow: Option[] = question.required ? [] : [{ value: '', label: t('survey.skip') }];
  const shared = {
    labelledBy: props.labelledBy,
    describedBy: props.describedBy,
    isInvalid: props.isInvalid,
  };

  switch (question.type) {
    case 'year':
    case 'month': {
      const { min, max } = rangeOf(question);
      const numbers = Array.from({ length: max - min + 1 }, (_, index) =>
        question.type === 'year' ? max - index : min + index,
      );
      return (
        <SelectInput
          {...shared}
          value={typeof value === 'number' ? String(value) : ''}
          onChange={(next) => onChange(next === '' ? undefined : Number(next))}
          placeholder={question.required ? t('survey.choose') : t('survey.skip')}
          options={numbers.map((number) => ({
            value: String(number),
            label:
              question.type === 'year'
                ? t('survey.yearOption', { year: number })
                : t('survey.monthOption', { month: number }),
          }))}
        />
      );
    }
    case 'sigungu':
      return (
        <SelectInput
          {...shared}
          value={typeof value === 'string' ? value : ''}
          onChange={(next) => onChange(next === '' ? undefined : next)}
          placeholder={t('survey.skip')}
          options={sigungu ?? []}
        />
      );
    case 'count':
      return <CountInput {...shared} question={question} value={value} onChange={onChange} />;
    case 'choices': {
      const list = Array.isArray(value) ? value : [];
      return (
        <ChoiceRows
          {...shared}
          type="checkbox"
          name={question.key}
          options={options}
          selected={(option) => list.includes(option)}
          onToggle={(option, isOn) =>
            onChange(isOn ? [...list, option] : list.filter((entry) => entry !== option))
          }
        />
      );
    }
    case 'yes_no': {
      const current = value === true ? 'yes' : value === false ? 'no' : '';
      return (
        <ChoiceRows
          {...shared}
          type="radio"
          name={question.key}
          options={[
            { value: 'yes', label: t('survey.yes') },
            { value: 'no', label: t('survey.no') },
            ...dontKnow,
          ]}
          selected={(option) => option === current}
          onToggle={(option) => onChange(option === '' ? undefined : option === 'yes')}
        />
      );
    }
    default: {
      const current = typeof value === 'string' ? value : '';
      return (
        <ChoiceRows
          {...shared}
          type="radio"
          name={question.key}
          isCompact={question.type === 'sido'}
          options={[...options, ...dontKnow]}
          selected={(option) => option === current}
          onToggle={(option) => onChange(option === '' ? undefined : option)}
        />
      );
    }
  }
}
