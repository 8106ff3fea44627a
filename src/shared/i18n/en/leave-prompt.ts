import type { Catalogue } from '../format.js';
import type { koLeavePrompt } from '../ko/leave-prompt.js';

/** English: the question asked before leaving a page that holds unsaved input. */
export const enLeavePrompt: Catalogue<typeof koLeavePrompt> = {
  leavePrompt: {
    title: 'You have unsaved changes. Leave this page?',
    body: 'What you entered will not be saved.',
    leave: 'Leave',
    stay: 'Keep editing',
  },
};
