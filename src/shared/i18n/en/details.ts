import type { Catalogue } from '../format.js';
import type { koDetails } from '../ko/details.js';

/** English copy of the detail pages. */
export const enDetails: Catalogue<typeof koDetails> = {
  details: {
    loading: 'Loading the details',
    failedTitle: 'The details could not be loaded',
    progress: 'Reading progress',
    navLabel: 'Detail page menu',
    backToList: 'List',
    share: 'Share',
    toTop: 'Top',
    newTab: 'opens in a new tab',
    apply: 'Apply now',
    applyPeriod: 'Application period',
    alwaysOpen: 'Always open',
    region: 'Region',
    views: 'Views',
    supervisingAgency: 'Supervising agency',
    updatedAt: 'Last updated',
    keywords: 'Keywords',
    checkNotice:
      "Please check the agency's official notice before you apply. Details may have changed.",
    sections: {
      support: 'What you get',
      eligibility: 'Who can apply',
      howToApply: 'How to apply',
      documents: 'Documents',
      contacts: 'Contact',
      body: 'More details',
      references: 'Links',
      about: 'About the event',
      videoAbout: 'About the video',
      related: 'Related',
    },
    event: {
      when: 'When',
      where: 'Where',
      host: 'Host',
      fee: 'Fee',
      free: 'Free',
      feeWon: '{{amount}} KRW',
      capacity: 'Capacity',
      capacityCount: '{{count}} people',
      unlimited: 'No limit',
    },
    video: {
      play: 'Play video: {{title}}',
      playHint: 'Loads the video from YouTube when you press it',
      playerTitle: '{{title}} (YouTube video)',
      channel: 'Channel',
      duration: 'Length',
      unavailable: 'This video cannot be played right now.',
    },
  },
  share: {
    copied: 'The URL has been copied to the clipboard.',
    copyFailed: 'Address copy failed. Please try again!',
  },
  calendar: {
    add: 'Add to calendar',
    deadlineTitle: '[Deadline] {{title}}',
    saved: 'The calendar file is saved. Open it to add the date to your calendar.',
    failed: 'The calendar file could not be made. Please try again.',
  },
};
