import { useId } from 'react';
import type { ListOrder } from '../../../shared/contract/list.js';
import { LIST_ORDERS, type ListName } from '../../../shared/catalogue-query.js';
import { useTranslation } from '../../i18n/index.js';
import styles from './catalogue-list.module.css';

/** The orders a list offers (product §4), as a select beside its total. */
export function OrderSelect({
  list,
  value,
  onChange,
}: {
  list: ListName;
  value: ListOrder;
  onChange: (order: ListOrder) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <label className="visually-hidden" htmlFor={id}>
        {t('list.order')}
      </label>
      <select
        id={id}
        className={styles.order}
        value={value}
        onChange={(event) => onChange(event.target.value as ListOrder)}
      >
        {LIST_ORDERS[list].map((order) => (
          <option key={order} value={order}>
            {t(`catalogue.orders.${order}`)}
          </option>
        ))}
      </select>
    </>
  );
}
