/**
 * Sharing a detail (product §8 messages): on phones the system share sheet (Web Share API) when the
 * browser has one; elsewhere, or when the sheet cannot open, the address goes to the clipboard.
 */
export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'copy_failed';

export interface ShareEnvironment {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  writeText?: (text: string) => Promise<void>;
  /** Copies with a selected text field, for browsers without the async clipboard (plain HTTP). */
  legacyCopy?: (text: string) => boolean;
  /** A touch screen as the main input: a phone or a tablet. */
  isPhone: boolean;
}

export async function shareOrCopy(
  data: { url: string; title: string },
  env: ShareEnvironment,
): Promise<ShareOutcome> {
  const payload: ShareData = { url: data.url, title: data.title };
  if (env.isPhone && env.share && (env.canShare?.(payload) ?? true)) {
    try {
      await env.share(payload);
      return 'shared';
    } catch (error) {
      // The person closed the sheet: nothing to say. Any other failure falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') {
        return 'cancelled';
      }
    }
  }
  return copyText(data.url, env);
}

export async function copyText(text: string, env: ShareEnvironment): Promise<ShareOutcome> {
  if (env.writeText) {
    try {
      await env.writeText(text);
      return 'copied';
    } catch {
      // Permission refused or not focused: try the older way.
    }
  }
  try {
    return env.legacyCopy?.(text) ? 'copied' : 'copy_failed';
  } catch {
    return 'copy_failed';
  }
}

function legacyCopy(text: string): boolean {
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  const focused = document.activeElement as HTMLElement | null;
  field.select();
  try {
    // Deprecated but still the only way to copy where navigator.clipboard is missing.
    return document.execCommand('copy');
  } finally {
    field.remove();
    focused?.focus({ preventScroll: true });
  }
}

/** The browser's share and clipboard functions. */
export function browserShareEnvironment(): ShareEnvironment {
  const nav = navigator as Navigator & Partial<Pick<Navigator, 'share' | 'canShare'>>;
  return {
    share: typeof nav.share === 'function' ? nav.share.bind(nav) : undefined,
    canShare: typeof nav.canShare === 'function' ? nav.canShare.bind(nav) : undefined,
    writeText: nav.clipboard?.writeText ? (text) => nav.clipboard.writeText(text) : undefined,
    legacyCopy,
    isPhone: matchMedia('(pointer: coarse) and (hover: none)').matches,
  };
}
