import type { Catalogue } from '../format.js';
import type { koReport } from '../ko/report.js';

/** The report form for a comment or a review, and the author's objection (see ko/report.ts). */
export const enReport: Catalogue<typeof koReport> = {
  report: {
    title: 'Report',
    intro: 'Choose a reason. Our team will look into it and take action.',
    reasonLegend: 'Reason',
    reasons: {
      rights_infringement: 'Infringement of rights',
      illegal: 'Illegal content',
      hate: 'Hate speech',
      disinformation: 'False or fabricated information',
      harmful_to_minors: 'Harmful to minors',
      spam: 'Advertising or spam',
      abuse: 'Insults or defamation',
      privacy: 'Personal information exposed',
      other: 'Other',
    },
    reasonHints: {
      rights_infringement: 'Defamation, invasion of privacy, copyright infringement and the like',
      illegal: 'Information or trade the law forbids',
      hate: 'Demeaning people for their gender, region, disability, origin or the like',
      disinformation: 'Made-up content presented as fact',
      harmful_to_minors: 'Sexual, violent or drug content harmful to young people',
      spam: 'Ads, promotion, the same content over and over',
      abuse: 'Swearing or putting someone down',
      privacy: 'Someone else’s name, phone number, address or the like',
      other: 'A reason not listed above',
    },
    temporaryMeasure:
      'A report of a rights infringement hides this post at once for up to {{days}} days (a temporary measure under Korean law). We tell both you and the author, and the author can object.',
    relationLegend: 'You are',
    relations: {
      self: 'The person concerned',
      agent: 'Acting for them',
    },
    relationRequired: 'Please say who you are.',
    detailsLabel: 'Details',
    detailsOptional: 'Details (optional)',
    detailsRightsHint: 'Tell us which right is infringed and how.',
    detailsOtherHint: 'Tell us why you are reporting this.',
    detailsRequired: 'Please describe the problem.',
    reasonRequired: 'Please choose a reason.',
    submit: 'Report',
    submitting: 'Sending the report',
    cancel: 'Cancel',
    doneTitle: 'Report received',
    done: 'Our team will look into it and take action. Thank you for telling us.',
    doneHidden:
      'This post is hidden until {{date}}. We will tell you the outcome in a notification.',
    close: 'Close',
  },
  objection: {
    title: 'Object',
    intro:
      'This post is hidden for now after a report of a rights infringement. Tell us why you disagree: our team will review it and tell you the outcome in a notification.',
    detailsLabel: 'Why you object',
    detailsRequired: 'Please tell us why you object.',
    submit: 'Object',
    submitting: 'Sending',
    cancel: 'Cancel',
    done: 'Objection received. We will tell you the outcome in a notification.',
  },
};
