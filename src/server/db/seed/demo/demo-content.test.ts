import { describe, expect, it } from 'vitest';
import { INTEREST_CATEGORIES } from '../../../../shared/categories.js';
import { EVENT_CATEGORIES } from '../../../../shared/eligibility.js';
import { SIDO_CODES } from '../../../../shared/regions.js';
import type { DemoPeriod } from './demo-content.types.js';
import { DEMO_EVENTS } from './events.js';
import { DEMO_POLICIES } from './policies.js';
import { DEMO_VIDEOS } from './videos.js';

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const URL_IN_TEXT = /https?:\/\/[^\s)]+/g;
const IMAGE_URL = /^https:\/\/\S+\.(png|jpe?g|gif|webp)$/;

const isOpen = (p: DemoPeriod): boolean => p.kind === 'range' && p.startDay <= 0 && p.endDay >= 0;
const count = <T>(list: readonly T[], predicate: (item: T) => boolean): number =>
  list.filter(predicate).length;

const ALL = [...DEMO_POLICIES, ...DEMO_EVENTS, ...DEMO_VIDEOS];

describe('demo policies', () => {
  it('has at least 300 policies with unique kebab-case slugs', () => {
    expect(DEMO_POLICIES.length).toBeGreaterThanOrEqual(300);
    const slugs = DEMO_POLICIES.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(KEBAB);
  });

  it('covers every 시·도 and has at least 40 nationwide policies', () => {
    for (const code of SIDO_CODES) {
      expect(
        count(DEMO_POLICIES, (p) => p.sido.includes(code)),
        code,
      ).toBeGreaterThan(0);
    }
    for (const p of DEMO_POLICIES) {
      for (const code of p.sido) expect(SIDO_CODES).toContain(code);
    }
    expect(count(DEMO_POLICIES, (p) => p.sido.length === 0)).toBeGreaterThanOrEqual(40);
  });

  it('uses every interest category at least 8 times', () => {
    for (const category of INTEREST_CATEGORIES) {
      expect(
        count(DEMO_POLICIES, (p) => p.categories.includes(category)),
        category,
      ).toBeGreaterThanOrEqual(8);
    }
  });

  it('has many eligibility shapes', () => {
    const ageKey = (p: (typeof DEMO_POLICIES)[number]): string =>
      p.eligibility.age ? `${p.eligibility.age.min ?? ''}-${p.eligibility.age.max ?? ''}` : 'none';
    const ages = new Set(DEMO_POLICIES.map(ageKey));
    for (const shape of ['19-34', '19-39', '18-29', 'none']) expect(ages, shape).toContain(shape);

    for (const kind of ['annual', 'median_ratio', 'text'] as const) {
      expect(
        count(DEMO_POLICIES, (p) => p.eligibility.income?.kind === kind),
        kind,
      ).toBeGreaterThan(0);
    }
    expect(count(DEMO_POLICIES, (p) => p.eligibility.income === undefined)).toBeGreaterThan(0);
    expect(
      count(DEMO_POLICIES, (p) => (p.eligibility.employment ?? []).length > 0),
    ).toBeGreaterThan(10);
    expect(count(DEMO_POLICIES, (p) => (p.eligibility.education ?? []).length > 0)).toBeGreaterThan(
      5,
    );
    expect(count(DEMO_POLICIES, (p) => (p.eligibility.special ?? []).length > 0)).toBeGreaterThan(
      5,
    );
    const marital = DEMO_POLICIES.map((p) => (p.eligibility.marital ?? []).join(','));
    expect(marital).toContain('single');
    expect(marital).toContain('married');
    expect(
      count(DEMO_POLICIES, (p) => Object.keys(p.eligibility).length === 0),
      'policies with no conditions at all',
    ).toBeGreaterThan(0);
    expect(count(DEMO_POLICIES, (p) => !!p.eligibility.additionalConditions)).toBeGreaterThan(5);
    expect(count(DEMO_POLICIES, (p) => !!p.eligibility.excludedTargets)).toBeGreaterThan(5);
  });

  it('keeps regional eligibility consistent with sido', () => {
    for (const p of DEMO_POLICIES) {
      const regions = p.eligibility.regions?.sido ?? [];
      expect([...regions].sort(), p.slug).toEqual([...p.sido].sort());
    }
  });

  it('mixes every period kind', () => {
    const periods = DEMO_POLICIES.map((p) => p.period);
    expect(count(periods, isOpen)).toBeGreaterThanOrEqual(30);
    expect(
      count(
        periods,
        (p) => p.kind === 'range' && p.startDay <= 0 && p.endDay >= 0 && p.endDay <= 7,
      ),
      'closing within 7 days',
    ).toBeGreaterThanOrEqual(10);
    expect(
      count(periods, (p) => p.kind === 'range' && p.startDay > 0),
      'coming',
    ).toBeGreaterThanOrEqual(15);
    expect(
      count(periods, (p) => p.kind === 'range' && p.endDay < 0),
      'closed ranges',
    ).toBeGreaterThanOrEqual(20);
    expect(count(periods, (p) => p.kind === 'always')).toBeGreaterThanOrEqual(40);
    expect(count(periods, (p) => p.kind === 'closed')).toBeGreaterThanOrEqual(3);
    for (const p of periods)
      if (p.kind === 'range') expect(p.startDay).toBeLessThanOrEqual(p.endDay);
  });

  it('has at least 12 open PICK policies', () => {
    expect(count(DEMO_POLICIES, (p) => !!p.isPick && isOpen(p.period))).toBeGreaterThanOrEqual(12);
  });

  it('has views between 0 and 50,000 and complete text fields', () => {
    for (const p of DEMO_POLICIES) {
      expect(p.views, p.slug).toBeGreaterThanOrEqual(0);
      expect(p.views, p.slug).toBeLessThanOrEqual(50_000);
      expect(p.support.length, p.slug).toBeGreaterThan(0);
      expect(p.howToApply.length, p.slug).toBeGreaterThan(0);
      expect(p.keywords.length, p.slug).toBeGreaterThan(0);
      expect(p.categories.length, p.slug).toBeGreaterThan(0);
      for (const url of Object.values(p.links)) expect(url).toMatch(/^https:\/\//);
    }
  });

  it('contains search-friendly words and spacing variants', () => {
    const text = DEMO_POLICIES.map((p) => `${p.title} ${p.body}`).join('\n');
    for (const word of ['청년수당', '청년 월세', '청년월세지원', '면접정장', 'K-패스', '2030']) {
      expect(text, word).toContain(word);
    }
    const titles = DEMO_POLICIES.map((p) => p.title);
    expect(titles).toContain('청년도약계좌');
    expect(titles).toContain('K-패스 청년 추가 환급');
    expect(titles).toContain('서울 청년 월세 지원');
    expect(titles).toContain('부산 청년 면접정장 무료 대여');
    expect(titles).toContain('2030 청년 마음건강 바우처');
  });

  it('has no near-duplicate titles or summaries', () => {
    const titles = DEMO_POLICIES.map((p) => p.title);
    expect(new Set(titles).size).toBe(titles.length);
    const summaries = new Set(DEMO_POLICIES.map((p) => p.summary));
    expect(summaries.size).toBeGreaterThan(DEMO_POLICIES.length / 4);
    const agencies = new Set(DEMO_POLICIES.map((p) => p.agency));
    expect(agencies.size).toBeGreaterThan(40);
  });
});

describe('demo events', () => {
  it('has at least 120 events with unique kebab-case slugs', () => {
    expect(DEMO_EVENTS.length).toBeGreaterThanOrEqual(120);
    const slugs = DEMO_EVENTS.map((e) => e.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(KEBAB);
  });

  it('uses every event category at least 8 times', () => {
    for (const category of EVENT_CATEGORIES) {
      expect(
        count(DEMO_EVENTS, (e) => e.category === category),
        category,
      ).toBeGreaterThanOrEqual(8);
    }
  });

  it('mixes online and offline events with venues in many 시·도', () => {
    expect(count(DEMO_EVENTS, (e) => e.isOnline)).toBeGreaterThan(5);
    expect(count(DEMO_EVENTS, (e) => !e.isOnline)).toBeGreaterThan(5);
    for (const e of DEMO_EVENTS) {
      if (e.isOnline) expect(e.venue, e.slug).toBeUndefined();
      else {
        expect(e.venue, e.slug).toBeDefined();
        expect(SIDO_CODES).toContain(e.venue?.sido);
      }
    }
    const sido = new Set(DEMO_EVENTS.flatMap((e) => (e.venue ? [e.venue.sido] : [])));
    expect(sido.size).toBeGreaterThanOrEqual(10);
  });

  it('has free and paid events, some with capacity, and some PICK', () => {
    expect(count(DEMO_EVENTS, (e) => e.feeWon === 0)).toBeGreaterThan(0);
    expect(count(DEMO_EVENTS, (e) => e.feeWon > 0)).toBeGreaterThan(0);
    expect(count(DEMO_EVENTS, (e) => e.capacity !== undefined)).toBeGreaterThan(0);
    expect(count(DEMO_EVENTS, (e) => e.capacity === undefined)).toBeGreaterThan(0);
    expect(count(DEMO_EVENTS, (e) => !!e.isPick)).toBeGreaterThan(0);
    for (const e of DEMO_EVENTS) {
      expect(e.feeWon).toBeGreaterThanOrEqual(0);
      if (e.capacity !== undefined) expect(e.capacity).toBeGreaterThan(0);
    }
  });

  it('has past, current and upcoming events with consistent application periods', () => {
    expect(
      count(DEMO_EVENTS, (e) => e.endsOn.day < 0),
      'past',
    ).toBeGreaterThan(0);
    expect(
      count(DEMO_EVENTS, (e) => e.startsOn.day <= 0 && e.endsOn.day >= 0),
      'current',
    ).toBeGreaterThan(0);
    expect(
      count(DEMO_EVENTS, (e) => e.startsOn.day > 0),
      'upcoming',
    ).toBeGreaterThan(0);
    for (const e of DEMO_EVENTS) {
      expect(e.startsOn.day, e.slug).toBeLessThanOrEqual(e.endsOn.day);
      if (e.period.kind === 'range') {
        expect(e.period.startDay, e.slug).toBeLessThanOrEqual(e.period.endDay);
        expect(e.period.endDay, e.slug).toBeLessThanOrEqual(e.startsOn.day);
      }
      for (const t of [e.startsOn.time, e.endsOn.time]) {
        if (t !== undefined) expect(t).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      }
    }
  });
});

describe('demo videos', () => {
  it('has at least 60 videos with unique slugs and YouTube-style ids', () => {
    expect(DEMO_VIDEOS.length).toBeGreaterThanOrEqual(60);
    const slugs = DEMO_VIDEOS.map((v) => v.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(KEBAB);
    const ids = DEMO_VIDEOS.map((v) => v.videoId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{11}$/);
    for (const v of DEMO_VIDEOS) expect(v.provider).toBe('youtube');
  });

  it('has durations between 60 and 1800 seconds', () => {
    for (const v of DEMO_VIDEOS) {
      expect(v.durationSeconds, v.slug).toBeGreaterThanOrEqual(60);
      expect(v.durationSeconds, v.slug).toBeLessThanOrEqual(1800);
    }
  });

  it('covers every interest category and several channels', () => {
    for (const category of INTEREST_CATEGORIES) {
      expect(
        count(DEMO_VIDEOS, (v) => v.categories.includes(category)),
        category,
      ).toBeGreaterThan(0);
    }
    expect(new Set(DEMO_VIDEOS.map((v) => v.channel)).size).toBeGreaterThanOrEqual(5);
  });

  it('relates only to existing policies and events', () => {
    const policies = new Set(DEMO_POLICIES.map((p) => p.slug));
    const events = new Set(DEMO_EVENTS.map((e) => e.slug));
    for (const v of DEMO_VIDEOS) {
      expect(v.related.length, v.slug).toBeGreaterThan(0);
      for (const r of v.related) {
        const known = r.kind === 'policy' ? policies : events;
        expect(known.has(r.slug), `${v.slug} → ${r.kind} ${r.slug}`).toBe(true);
      }
    }
  });
});

describe('demo text', () => {
  it('uses no placeholder text or particle pairs', () => {
    for (const item of ALL) {
      const text = `${item.title}\n${item.summary}\n${item.body}`;
      expect(text, item.slug).not.toMatch(/lorem|ipsum|placeholder/i);
      expect(text, item.slug).not.toMatch(/\bundefined\b|\bNaN\b|\bnull\b|TODO/);
      expect(text, item.slug).not.toMatch(/[을은이가과와]\((를|는|가|이|와|과)\)/);
      expect(text, item.slug).not.toContain('{r}');
    }
  });

  it('writes summaries in 해요체 and bodies as paragraphs with indented lines and URLs', () => {
    for (const item of ALL) {
      expect(item.summary, item.slug).toMatch(/요\.$/);
      expect(item.body.split('\n\n').length, item.slug).toBeGreaterThanOrEqual(3);
      expect(item.body, item.slug).toMatch(/^ {2,}\S/m);
      const urls = item.body.match(URL_IN_TEXT) ?? [];
      expect(urls.length, item.slug).toBeGreaterThan(0);
      for (const url of urls) expect(() => new URL(url), url).not.toThrow();
      expect(item.agency.length, item.slug).toBeGreaterThan(1);
    }
  });

  it('has thumbnail URLs only as https images', () => {
    for (const item of ALL) {
      if (item.thumbnailUrl !== undefined) expect(item.thumbnailUrl, item.slug).toMatch(IMAGE_URL);
    }
  });
});
