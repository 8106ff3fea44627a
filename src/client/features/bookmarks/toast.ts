import styles from './toast.module.css';

/** How long a message stays: long enough to read two short sentences. */
const TOAST_MS = 4000;

let region: HTMLElement | undefined;
let timer: number | undefined;

/**
 * A short message at the bottom of the screen (above a detail's bottom bar), announced by screen
 * readers. It lives outside React on purpose: it outlasts the card whose press it answers (a list
 * may drop that card meanwhile), and any screen can show it without a provider of its own.
 */
export function showToast(message: string): void {
  if (!region?.isConnected) {
    region = document.createElement('div');
    region.className = styles.region!;
    region.setAttribute('role', 'status');
    region.setAttribute('aria-live', 'polite');
    region.setAttribute('aria-atomic', 'true');
    document.body.append(region);
  }
  const live = region;
  window.clearTimeout(timer);
  live.replaceChildren();
  // A region is announced when its content changes after it is in the page: one frame later.
  requestAnimationFrame(() => {
    const text = document.createElement('p');
    text.className = styles.toast!;
    text.textContent = message;
    live.replaceChildren(text);
  });
  timer = window.setTimeout(() => live.replaceChildren(), TOAST_MS);
}
