import { describe, expect, it } from 'vitest';
import { KIND_PATHS, PAGE_ROUTES, detailPath, resolvePath } from './routes.js';

describe('resolvePath', () => {
  it('knows every page route of product §2', () => {
    const screens = PAGE_ROUTES.map((r) => r.screen);
    for (const name of [
      'Home',
      'PolicyList',
      'EventList',
      'VideoList',
      'PolicyDetails',
      'EventDetails',
      'VideoDetails',
      'Survey',
      'SurveyResult',
      'SearchedList',
      'Requests',
      'TermsOfService',
      'PrivacyPolicy',
      'Registration',
      'SignUp',
      'Intro',
      'ProfileSetup',
      'Profile',
      'Bookmark',
      'MyComments',
      'Collabo',
      'Oauth',
    ]) {
      expect(screens).toContain(name);
    }
  });

  it.each([
    ['/', 'Home', {}],
    ['/policy-list/', 'PolicyList', {}],
    ['/policy-details/R2024010112345/', 'PolicyDetails', { cid: 'R2024010112345' }],
    ['/event-details/42/', 'EventDetails', { cid: '42' }],
    ['/video-details/v%201/', 'VideoDetails', { cid: 'v 1' }],
    ['/account/my-comments/', 'MyComments', {}],
    ['/survey/result/', 'SurveyResult', {}],
    ['/collabo/acme/', 'Collabo', { partner: 'acme' }],
    ['/oauth/', 'Oauth', {}],
  ])('%s shows %s', (path, screen, params) => {
    const resolution = resolvePath(path);
    expect(resolution.type).toBe('page');
    if (resolution.type !== 'page') return;
    expect(resolution.route.screen).toBe(screen);
    expect(resolution.params).toEqual(params);
  });

  it.each([
    ['/policy-details/', '?cid=R1', '/policy-details/R1/'],
    ['/policy-details', '?cid=R1', '/policy-details/R1/'],
    ['/event-details/', '?cid=E7', '/event-details/E7/'],
    ['/video-details', '?cid=V9&utm_source=kakao', '/video-details/V9/?utm_source=kakao'],
    ['/policy-details/R1', '', '/policy-details/R1/'],
    ['/policy-details/', '', '/policy-list/'],
    ['/event-details', '', '/event-list/'],
    ['/video-details/', '?cid=', '/video-list/'],
    ['/policy-details/', '?cid=a/b', '/policy-details/a%2Fb/'],
    ['/account/', '', '/account/profile/'],
    ['/account', '', '/account/profile/'],
    ['/collabo/', '', '/'],
    ['/collabo', '?x=1', '/?x=1'],
    ['/policy-list', '?page=2', '/policy-list/?page=2'],
    ['/signup', '', '/signup/'],
  ])('%s%s redirects to %s', (path, search, location) => {
    expect(resolvePath(path, search)).toEqual({ type: 'redirect', location });
  });

  it.each([
    '/nope',
    '/nope/',
    '/policy-list/extra/',
    '/policy-details/a/b/',
    '/api',
    '/account/unknown/',
    '/%E0%A4%A/',
  ])('%s is not found', (path) => {
    expect(resolvePath(path)).toEqual({ type: 'not_found' });
  });

  it('builds detail paths that resolve back to the same cid', () => {
    const path = detailPath('policy', '청년/월세 1');
    const resolution = resolvePath(path);
    expect(resolution.type === 'page' && resolution.params.cid).toBe('청년/월세 1');
  });
});

describe('the catalogue pages of the table', () => {
  it('give each kind its list and details addresses', () => {
    expect(KIND_PATHS).toEqual({
      policy: { list: '/policy-list/', details: '/policy-details/' },
      event: { list: '/event-list/', details: '/event-details/' },
      video: { list: '/video-list/', details: '/video-details/' },
    });
  });

  it('mark the list and detail routes with what they show', () => {
    const shown = (path: string) => {
      const resolution = resolvePath(path);
      return resolution.type === 'page' ? resolution.route.shows : undefined;
    };
    expect(shown('/event-list/')).toEqual({ list: 'event' });
    expect(shown('/video-details/v1/')).toEqual({ detail: 'video' });
    expect(shown('/search/')).toBeUndefined();
  });
});
