import type { Catalogue } from '../format.js';
import type { koServer } from '../ko/server.js';

/** English: what only the server says (see ko/server.ts). */
export const enServer: Catalogue<typeof koServer> = {
  errors: {
    not_found: 'What you asked for was not found.',
    unknown_method: 'This request method is not supported.',
    client_key_required: 'The client key is missing or invalid. Please reload the page.',
    validation_failed: 'Please check what you entered.',
    invalid_json: 'The request could not be read. Please send valid JSON.',
    invalid_input: 'The request contains characters that cannot be used.',
    json_too_deep: 'The request is nested too deeply.',
    payload_too_large: 'The request is too large.',
    unsupported_media_type: 'Only JSON requests are accepted.',
    method_not_allowed: 'Only POST requests are accepted.',
    unauthorized: 'Please sign in.',
    token_expired: 'Your sign-in has expired.',
    forbidden: 'You are not allowed to do this.',
    comment_not_found: 'Comment not found. It may have been deleted.',
    review_required: 'To check the reviews, register your one-line review first.',
    rating_exists: 'You have already reviewed this item. Edit your review instead.',
    survey_required: 'To see policies for you, answer the survey or complete your profile first.',
    duplicate_comment: 'You just posted the same comment. Please try again in a moment.',
    rate_limited: 'Too many requests. Please try again in a moment.',
    service_unavailable: 'The service is unavailable right now. Please try again in a moment.',
    internal_error: 'Sorry, there was an unexpected error. After a while, please try again.',
    invalid_credentials: 'The e-mail or password is incorrect.',
    email_taken: 'This e-mail is already registered.',
    cross_site_request: 'Requests from other sites cannot be processed.',
    social_sign_up_failed: 'An error occurred during sign up. Please try again.',
    social_provider_unavailable: 'An error occurred during sign in. Please try again in a moment.',
    link_ticket_invalid: 'Linking the accounts took too long. Please sign in again.',
    consent_required: 'You are new here. Please agree to the terms to sign up.',
    provider_not_found: 'This sign-in method is not available right now.',
  },
  notificationMessages: {
    commentReply: '{{nickname}} replied to your comment.',
    commentReplyAnonymous: 'Your comment has a new reply.',
    unreadable: 'You have a new notification.',
    temporaryMeasureApplied: {
      comment:
        'After a rights-infringement report, your comment is hidden until {{until}}. You can object if you disagree.',
      rating:
        'After a rights-infringement report, your review is hidden until {{until}}. You can object if you disagree.',
    },
    reportReceived: {
      comment: 'We received your report. The comment is hidden until {{until}} while we review it.',
      rating: 'We received your report. The review is hidden until {{until}} while we review it.',
    },
    contentHidden: {
      comment: 'Our team hid your comment under the community rules.',
      rating: 'Our team hid your review under the community rules.',
    },
    contentRestored: {
      comment: 'Your hidden comment is shown again.',
      rating: 'Your hidden review is shown again.',
    },
    objectionReceived: {
      comment:
        'The author objects to the temporary measure on a comment. Review it and decide before {{until}}.',
      rating:
        'The author objects to the temporary measure on a review. Review it and decide before {{until}}.',
    },
  },
  // Operators' banner and partner fields (issue 14): checked only on the server.
  validation: {
    partnerNameMax: 'A partner name can be up to 60 characters.',
    partnerIntroMax: 'An introduction can be up to 1,000 characters.',
    partnerSlug:
      'Use up to 40 lower-case letters, digits and hyphens, not starting or ending with a hyphen.',
    bannerTitleMax: 'A banner title can be up to 100 characters.',
    imageUrl: 'Enter an http(s) image address ending in png, jpg, jpeg, gif or webp.',
    linkUrl: 'Enter an address starting with http:// or https://.',
    bannerSchedule: 'The end must come after the start.',
  },
};
