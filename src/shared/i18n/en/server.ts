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
    payload_too_large: 'The request is too large.',
    unsupported_media_type: 'Only JSON requests are accepted.',
    method_not_allowed: 'Only POST requests are accepted.',
    unauthorized: 'Please sign in.',
    token_expired: 'Your sign-in has expired.',
    forbidden: 'You are not allowed to do this.',
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
  },
};
