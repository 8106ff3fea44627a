import type { InterestCategory } from '../../../../shared/categories.js';
import type { Eligibility, EventCategory } from '../../../../shared/eligibility.js';
import type { SidoCode } from '../../../../shared/regions.js';

/**
 * Demo content as written by hand, in natural Korean. Dates are offsets in days from the day the
 * database is seeded, so every label (PICK, ING, ALWAYS, CLOSED, COMING) and D-Day text occurs
 * whenever the demo is installed. The seeder maps these into the catalogue tables.
 */
export type DemoPeriod =
  /** Applications open from `startDay` to `endDay` (offsets from the seed day, inclusive). */
  | { kind: 'range'; startDay: number; endDay: number }
  | { kind: 'always' }
  /** The source says 마감 without dates. */
  | { kind: 'closed' };

interface DemoCommon {
  /** Stable kebab-case id, unique within its kind; becomes part of the cid. */
  slug: string;
  title: string;
  /** One or two sentences for cards and link previews. */
  summary: string;
  /**
   * The body: paragraphs separated by blank lines. Leading spaces indent a line (6 px each, product §5);
   * URLs are written plainly and linked by the renderer.
   */
  body: string;
  /** Operating agency, e.g. "서울특별시 청년정책과" or "고용노동부". */
  agency: string;
  period: DemoPeriod;
  isPick?: boolean;
  /** Starting view count. */
  views: number;
  /** http(s) image URL ending in png/jpg/jpeg/gif/webp, or absent. */
  thumbnailUrl?: string;
}

export interface DemoPolicy extends DemoCommon {
  /** Empty list: nationwide. */
  sido: SidoCode[];
  sigungu?: string[];
  categories: InterestCategory[];
  keywords: string[];
  eligibility: Eligibility;
  /** 지원 내용 */
  support: string;
  /** 신청 방법 */
  howToApply: string;
  /** 제출 서류 */
  documents?: string;
  /** 문의처 */
  contacts?: string;
  links: { apply?: string; reference?: string };
}

export interface DemoEvent extends DemoCommon {
  category: EventCategory;
  /** Event days as offsets from the seed day, with local times (Asia/Seoul, HH:MM). */
  startsOn: { day: number; time?: string };
  endsOn: { day: number; time?: string };
  /** A place, or absent when online. */
  venue?: { name: string; address: string; sido: SidoCode };
  isOnline: boolean;
  host: string;
  /** 0 for free. */
  feeWon: number;
  /** Absent when unlimited. */
  capacity?: number;
  links: { apply?: string; reference?: string };
}

export interface DemoVideo extends Omit<DemoCommon, 'period'> {
  provider: 'youtube';
  /** The provider's video id (11 characters for YouTube). */
  videoId: string;
  durationSeconds: number;
  channel: string;
  categories: InterestCategory[];
  /** Slugs of related demo policies or events. */
  related: { kind: 'policy' | 'event'; slug: string }[];
}
