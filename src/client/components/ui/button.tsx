import type { ComponentProps } from 'react';
import { Link, type LinkProps } from '../../lib/router.js';
import styles from './button.module.css';

type Variant = 'primary' | 'secondary' | 'ghost';

function classNames(variant: Variant, extra?: string) {
  return [styles.button, styles[variant], extra].filter(Boolean).join(' ');
}

export function Button({
  variant = 'primary',
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & { variant?: Variant }) {
  return <button type={type} className={classNames(variant, className)} {...props} />;
}

export function ButtonLink({
  variant = 'primary',
  className,
  ...props
}: LinkProps & { variant?: Variant }) {
  return <Link className={classNames(variant, className)} {...props} />;
}
