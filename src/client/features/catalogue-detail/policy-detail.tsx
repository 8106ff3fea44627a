import type { ReactNode } from 'react';
import type { PolicyDetail as PolicyDetailItem } from '../../../shared/contract/catalogue.js';
import { useTranslation } from '../../i18n/index.js';
import { RichText } from '../content/rich-text.js';
import { MatchPanelSlot } from '../matching/match-panel-slot.js';
import {
  DetailFooter,
  DetailHeader,
  LinkList,
  Section,
  TextSection,
  useContentLang,
  type Fact,
} from './detail-parts.js';
import { describeEligibility, sidoName } from './eligibility-text.js';
import { formatNumber, formatPeriod } from './format.js';
import styles from './detail.module.css';

/** A policy: who offers what, to whom (product §16 in plain words), how to apply and with what. */
export function PolicyDetail({ item, labels }: { item: PolicyDetailItem; labels?: ReactNode }) {
  const { t, locale } = useTranslation();
  const { policy } = item;
  const lang = useContentLang();
  const imageAlt = t('content.imageAltOf', { title: item.title });
  const period = item.labels.includes('ALWAYS')
    ? t('details.alwaysOpen')
    : formatPeriod(item.apply_start, item.apply_end, locale);
  const region = item.regions.length
    ? item.regions.map((code) => sidoName(code, locale)).join(', ')
    : t('catalogue.nationwide');
  const facts: Fact[] = [
    ...(period ? [{ key: 'period', label: t('details.applyPeriod'), value: period }] : []),
    { key: 'region', label: t('details.region'), value: region },
    { key: 'views', label: t('details.views'), value: formatNumber(item.views, locale) },
  ];
  const rows = describeEligibility(
    policy.eligibility,
    { regions: item.regions, sigungu: policy.sigungu },
    t,
    locale,
  );

  return (
    <>
      <DetailHeader item={item} labels={labels} facts={facts} applyUrl={policy.links.apply} />
      <TextSection
        id="support"
        title={t('details.sections.support')}
        text={policy.support}
        imageAlt={imageAlt}
      />
      <Section id="eligibility" title={t('details.sections.eligibility')}>
        <MatchPanelSlot eligibility={policy.eligibility} />
        <dl className={styles.conditions}>
          {rows.map((row) => (
            <div key={row.key} className={styles.condition} data-condition={row.key}>
              <dt className={styles.conditionLabel}>{row.label}</dt>
              <dd className={styles.conditionValue} lang={row.isFreeText ? lang : undefined}>
                {row.isFreeText ? <RichText text={row.value} imageAlt={imageAlt} /> : row.value}
                {row.fromTextNote && (
                  <span className={styles.fromTextNote}>{row.fromTextNote}</span>
                )}
              </dd>
            </div>
          ))}
        </dl>
        {rows.length === 1 && (
          <p className={styles.note}>{t('details.eligibility.noOtherConditions')}</p>
        )}
      </Section>
      <TextSection
        id="how-to-apply"
        title={t('details.sections.howToApply')}
        text={policy.how_to_apply}
        imageAlt={imageAlt}
      />
      <TextSection
        id="documents"
        title={t('details.sections.documents')}
        text={policy.documents}
        imageAlt={imageAlt}
      />
      <TextSection
        id="contacts"
        title={t('details.sections.contacts')}
        text={policy.contacts}
        imageAlt={imageAlt}
      />
      <TextSection
        id="body"
        title={t('details.sections.body')}
        text={item.body}
        imageAlt={imageAlt}
      />
      <LinkList urls={policy.links.references} title={t('details.sections.references')} />
      <DetailFooter
        item={item}
        facts={
          policy.supervising_agency && policy.supervising_agency !== item.agency
            ? [{ label: t('details.supervisingAgency'), value: policy.supervising_agency, lang }]
            : []
        }
      >
        {policy.keywords.length > 0 && (
          <ul className={styles.keywords} aria-label={t('details.keywords')} lang={lang}>
            {policy.keywords.map((keyword) => (
              <li key={keyword} className={styles.keyword}>
                #{keyword}
              </li>
            ))}
          </ul>
        )}
      </DetailFooter>
    </>
  );
}
