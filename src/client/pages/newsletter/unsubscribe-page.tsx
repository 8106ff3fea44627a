import { StopByLinkPage } from '../../features/mail-links/stop-by-link.js';
import { newsletterCopy } from '../../i18n/areas/newsletter.js';
import { api } from '../../lib/api.js';

export const copyAreas = [newsletterCopy];

/**
 * Every newsletter mail's unsubscribe link opened in a browser (issue 14): one button that
 * unsubscribes (`connector/stibee` `delete` with the link's token).
 */
export default function NewsletterUnsubscribe() {
  return (
    <StopByLinkPage
      words={{
        title: 'pages.newsletterUnsubscribe.title',
        body: 'newsletter.unsubscribeBody',
        button: 'newsletter.unsubscribe',
        working: 'newsletter.unsubscribing',
        done: 'newsletter.unsubscribed',
        unknown: 'newsletter.unsubscribeInvalid',
        home: 'newsletter.goHome',
      }}
      stop={(token) => api.call('connector/stibee#delete', { token })}
    />
  );
}
