import type { CatalogueFilterKey, FiltersAnswer } from '../../../shared/contract/catalogue.js';
import type { Locale } from '../../../shared/locale.js';
import type { ItemKind } from '../../../shared/routes.js';
import { sidoName } from './item-format.js';

type Translate = (key: string) => string;

/**
 * Names of filters and their options, the same as the server's `read_filters` labels. The screen
 * uses the server's answer when it has one; these name the chosen filters before it arrives.
 */
export function filterGroupLabel(kind: ItemKind, key: CatalogueFilterKey, t: Translate): string {
  return kind === 'event' && key === 'category'
    ? t('catalogue.eventCategoryFilter')
    : t(`catalogue.filterNames.${key}`);
}

export function filterOptionLabel(
  kind: ItemKind,
  key: CatalogueFilterKey,
  value: string,
  locale: Locale,
  t: Translate,
): string {
  switch (key) {
    case 'region':
      if (value === 'nationwide')
        return t(kind === 'event' ? 'catalogue.online' : 'catalogue.nationwide');
      return sidoName(value, locale) ?? value;
    case 'category':
      return t(kind === 'event' ? `catalogue.eventCategories.${value}` : `categories.${value}`);
    case 'status':
      return t(`catalogue.statuses.${value}`);
  }
}

/** An option's label from the server's answer, else our own. */
export function optionLabelFrom(
  answer: FiltersAnswer | undefined,
  kind: ItemKind,
  key: CatalogueFilterKey,
  value: string,
  locale: Locale,
  t: Translate,
): string {
  const fromServer = answer?.filters
    .find((group) => group.key === key)
    ?.options.find((option) => option.value === value)?.label;
  return fromServer ?? filterOptionLabel(kind, key, value, locale, t);
}
