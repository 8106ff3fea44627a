import type { koNewsletter } from '../ko/newsletter.js';

export const enNewsletter: typeof koNewsletter = {
  pages: {
    newsletterConfirm: { title: 'Confirm your newsletter subscription' },
    newsletterUnsubscribe: { title: 'Unsubscribe from the newsletter' },
  },
  newsletter: {
    blurb: 'Get new benefits and upcoming deadlines in your inbox.',
    email: 'E-mail for the newsletter',
    emailPlaceholder: 'name@example.com',
    privacy:
      '[Required] I agree to the collection and use of my e-mail address to send the newsletter. It is kept until I unsubscribe.',
    privacyLink: 'Read the privacy policy',
    marketing: '[Optional] Also send me promotional information such as events and offers.',
    submit: 'Subscribe',
    submitting: 'Subscribing…',
    sent: 'Please check your mail! Open the link we sent to {{email}} to start your subscription.',
    sentHint: "If you can't find it, please look in your spam folder too.",
    another: 'Subscribe another address',
    confirming: 'Confirming your subscription…',
    confirmed:
      "You're subscribed! Every Monday we'll send you new benefits and upcoming deadlines.",
    expired: 'This link has expired. Subscribe again and we will send you a new one.',
    invalid:
      'This link can no longer be used. Open the link in the newest mail from us, or subscribe again.',
    goHome: 'Go to home',
    unsubscribeBody: 'Press the button and we will stop sending you the Youth Benefits newsletter.',
    unsubscribe: 'Unsubscribe',
    unsubscribing: 'Unsubscribing…',
    unsubscribed: "You're unsubscribed. Thank you for reading us.",
    unsubscribeInvalid:
      "We can't find this unsubscribe link. Please open the link exactly as it is in the mail.",
    accountTitle: 'Newsletter',
    accountSwitch: 'Get the newsletter every Monday',
    accountActive: 'Sent to {{email}}.',
    accountPending: 'Open the link in the mail we sent to {{email}} to start your subscription.',
    accountOff: 'Not subscribed.',
    accountStopped: "You're unsubscribed.",
  },
};
