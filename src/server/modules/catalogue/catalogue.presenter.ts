import type {
  CardEligibility,
  ItemDetail,
  ListItem,
  PolicyDetail,
} from '../../../shared/contract/catalogue.js';
import { EVENT_CATEGORIES } from '../../../shared/eligibility.js';
import { dDayOn, labelsOn, type ApplyPeriod } from '../../../shared/item-status.js';
import type { DetailRow, ListRow } from './catalogue.repository.js';

/** Rows to the wire shapes of the contract; labels and D-Day on the given Korean day. */

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const strOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;
const int = (value: unknown): number => (typeof value === 'number' ? Math.trunc(value) : 0);
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

function periodOf(row: ListRow): ApplyPeriod & { isPick: boolean } {
  return {
    applyKind: row.apply_kind,
    applyStart: row.apply_start,
    applyEnd: row.apply_end,
    isPick: row.is_pick,
  };
}

export function presentListItem(row: ListRow, today: string, extraViews = 0): ListItem {
  const card = row.card ?? {};
  const period = periodOf(row);
  return {
    cid: row.cid,
    kind: row.kind,
    title: row.title,
    summary: row.summary,
    agency: row.agency,
    thumbnail_url: row.thumbnail_url,
    labels: labelsOn(period, today),
    d_day: dDayOn(period, today),
    apply_start: row.apply_start,
    apply_end: row.apply_end,
    views: row.views + extraViews,
    created_at: row.created_at.toISOString(),
    regions: row.regions,
    categories: row.categories,
    event:
      row.kind === 'event'
        ? {
            starts_at: str(card.startsAt),
            ends_at: str(card.endsAt),
            is_online: card.isOnline === true,
            venue_name: strOrNull(card.venueName),
          }
        : null,
    video:
      row.kind === 'video'
        ? {
            provider: 'youtube',
            video_id: str(card.videoId),
            duration_seconds: int(card.durationSeconds),
            channel: str(card.channel),
          }
        : null,
    eligibility: row.card_eligibility && cardEligibility(row.card_eligibility),
  };
}

/**
 * A card's eligibility: the stored criteria (the SQL left the free-text conditions out); an
 * income stated only in words keeps its kind (the badge says "unknown") but not its words.
 */
function cardEligibility(stored: Record<string, unknown>): CardEligibility {
  const eligibility = stored as CardEligibility;
  return eligibility.income?.kind === 'text'
    ? { ...eligibility, income: { kind: 'text', text: '' } }
    : eligibility;
}

/** Stored links: `{apply?: string, reference?: string[]}` from both the importer and the demo. */
function presentLinks(value: unknown) {
  const links = (value ?? {}) as { apply?: unknown; reference?: unknown };
  return { apply: strOrNull(links.apply), references: strings(links.reference) };
}

export function presentDetail(
  row: DetailRow,
  today: string,
  extraViews: number,
  related: ListItem[],
): ItemDetail {
  const item = presentListItem(row, today, extraViews);
  // Fields the list item lacks go before its spread, those it has after (decision 030).
  const common = { body: row.body, updated_at: row.updated_at.toISOString(), ...item };
  const details = row.details;
  switch (row.kind) {
    case 'policy':
      return {
        policy: {
          support: str(details.support),
          how_to_apply: str(details.howToApply),
          documents: str(details.documents),
          contacts: str(details.contacts),
          supervising_agency: str(details.supervisingAgency),
          keywords: row.keywords,
          sigungu: strings(details.sigungu),
          eligibility: row.eligibility as PolicyDetail['policy']['eligibility'],
          links: presentLinks(details.links),
        },
        ...common,
        kind: 'policy',
      };
    case 'event': {
      const venue = (details.venue ?? null) as { name?: unknown; address?: unknown } | null;
      return {
        ...common,
        kind: 'event',
        event: {
          category: EVENT_CATEGORIES.find((key) => key === details.category) ?? 'etc',
          venue_address: strOrNull(venue?.address),
          host: str(details.host),
          fee_won: int(details.feeWon),
          capacity: typeof details.capacity === 'number' ? details.capacity : null,
          links: presentLinks(details.links),
          ...item.event!,
        },
      };
    }
    case 'video':
      return { ...common, kind: 'video', video: { related, ...item.video! } };
  }
}

/** The cids of related items a video names. */
export function relatedCids(row: DetailRow): string[] {
  const related = row.details.related;
  if (!Array.isArray(related)) return [];
  return related
    .map((entry) => (entry as { cid?: unknown }).cid)
    .filter((cid): cid is string => typeof cid === 'string');
}
