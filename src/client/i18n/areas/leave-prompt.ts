import { koLeavePrompt } from '../../../shared/i18n/ko/leave-prompt.js';
import type { CopyArea } from '../index.js';

/** The question before leaving unsaved input; loaded by lib/leave-guard.tsx, not by a page. */
export const leavePromptCopy: CopyArea = {
  ko: koLeavePrompt,
  en: async () => (await import('../../../shared/i18n/en/leave-prompt.js')).enLeavePrompt,
};
