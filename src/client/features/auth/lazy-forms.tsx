import { lazy, Suspense, useSyncExternalStore, type ComponentProps, type ReactNode } from 'react';
import styles from './lazy-forms.module.css';

/**
 * The forms load beside their page rather than with it: react-hook-form and the shared zod schemas
 * weigh ~40 KB (gzip), more than a page's budget of initial JavaScript allows (product §15). The
 * space they take is kept meanwhile, so nothing jumps when they arrive.
 *
 * They are drawn in the browser only, never in the server's HTML: a form typed into and sent
 * before the app took it over would be submitted by the browser itself, as a GET with the
 * password in the address.
 */
const forms = () => import('./email-forms.js');
const SignInFormLazy = lazy(() => forms().then((module) => ({ default: module.SignInForm })));
const SignUpFormLazy = lazy(() => forms().then((module) => ({ default: module.SignUpForm })));
const ProfileFormLazy = lazy(() =>
  import('./profile-form.js').then((module) => ({ default: module.ProfileForm })),
);

const RequestFormLazy = lazy(() =>
  import('../requests/request-form.js').then((module) => ({ default: module.RequestForm })),
);

type FormSize = 'signIn' | 'signUp' | 'profile' | 'request';

/** Keeps about the form's height (a class, not an inline style: the CSP allows no inline styles). */
function FormPlaceholder({ size }: { size: FormSize }) {
  return <div aria-busy="true" className={styles[size]} />;
}

const subscribeNever = () => () => undefined;

/** False in the server's HTML and while hydrating, true once the app runs the page. */
function useIsAppRunning(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

function InBrowser({ size, children }: { size: FormSize; children: ReactNode }) {
  const placeholder = <FormPlaceholder size={size} />;
  if (!useIsAppRunning()) return placeholder;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}

export function SignInForm() {
  return (
    <InBrowser size="signIn">
      <SignInFormLazy />
    </InBrowser>
  );
}

export function SignUpForm() {
  return (
    <InBrowser size="signUp">
      <SignUpFormLazy />
    </InBrowser>
  );
}

export function ProfileForm(props: ComponentProps<typeof ProfileFormLazy>) {
  return (
    <InBrowser size="profile">
      <ProfileFormLazy {...props} />
    </InBrowser>
  );
}

export function RequestForm() {
  return (
    <InBrowser size="request">
      <RequestFormLazy />
    </InBrowser>
  );
}
