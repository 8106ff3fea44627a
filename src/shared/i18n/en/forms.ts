import type { Catalogue } from '../format.js';
import type { koForms } from '../ko/forms.js';

/** English field errors of the forms. */
export const enForms: Catalogue<typeof koForms> = {
  validation: {
    required: 'This field is required.',
    invalidType: 'The format is not valid.',
    tooLong: 'Enter at most {{max}} characters.',
    tooShort: 'Enter at least {{min}} characters.',
    nicknameMax: 'enter nickname within 12 characters',
    messageMin: 'At least 10',
    messageMax: 'Up to 500',
    emailInvalid: "It's not a valid email format.",
    passwordMin: 'The password must be at least 8 characters.',
    passwordMismatch: 'Passwords do not match',
    nameMin: 'The name must be at least 2 characters.',
    birthYearInvalid: 'Enter a valid birth year.',
    interestsRequired: 'Choose at least one interest.',
    passwordMax: 'The password must be at most 128 characters.',
    passwordCommon: 'This password is too common. Please choose another one.',
    agreementRequired: 'Please agree to the required terms.',
    emailTaken: 'This e-mail is already registered. Please sign in.',
    invalidCharacters: 'This contains characters that cannot be used.',
    commentMax: 'A comment can be up to 1,000 characters.',
    commentPinTopLevel: 'Only a comment, not a reply, can be pinned.',
    reviewMax: 'A one-line review can be up to 100 characters.',
    reportDetailsMax: 'Report details can be up to 1,000 characters.',
    surveyOutdated: 'The survey has changed. Reload the page and answer again.',
    sigunguOutsideSido: 'Choose a city, county or district inside the province you chose.',
  },
};
