import type { Catalogue } from '../format.js';
import type { koRequests } from '../ko/requests.js';

export const enRequests: Catalogue<typeof koRequests> = {
  requests: {
    intro: 'Send us your questions, wishes and ideas for working together.',
    promise: 'We reply to the e-mail you give within {{days}} business days.',
    typeLegend: 'Type of request',
    types: {
      inquiry: 'Service inquiry',
      proposal: 'Proposal',
      compliment: 'Compliment',
      partnership: 'Collaboration/alliance',
      advertising: 'Advertisement',
      other: 'Etc',
    },
    email: 'E-mail for our reply',
    emailHint: 'We send the reply to this address only.',
    message: 'Message',
    messageHint: 'Between 10 and 500 characters.',
    count: '{{count}}/{{max}} characters',
    submit: 'Send',
    submitting: 'Sending…',
    sent: 'Your inquiry has been successfully sent! We will reply to {{email}} within {{days}} business days.',
    failed:
      'Sorry, but we failed to send the inquiry due to an unexpected error. Please try again in a moment.',
    another: 'Send another request',
  },
};
