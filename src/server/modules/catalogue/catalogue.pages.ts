import { routeKey } from '../../../shared/contract/define.js';
import { CATALOGUE_CALLS, type ItemDetail } from '../../../shared/contract/catalogue.js';
import { listRequest, listRoute, queryFromSearch } from '../../../shared/catalogue-query.js';
import { SIDO } from '../../../shared/regions.js';
import { detailPath, type ItemKind } from '../../../shared/routes.js';
import { SERVICE_INFO } from '../../../shared/service-info.js';
import type {
  InitialData,
  PageContent,
  PageContentLoader,
  PageContext,
} from '../../http/client-app.js';
import { AppError } from '../../http/app-error.js';
import type { CatalogueService } from './catalogue.service.js';

const DESCRIPTION_MAX_LENGTH = 160;

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_MAX_LENGTH
    ? flat
    : `${flat.slice(0, DESCRIPTION_MAX_LENGTH - 1).trimEnd()}…`;
}

/** ISO 8601 duration, e.g. PT3M5S. */
function isoDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
}

function areaServed(regions: string[]) {
  if (regions.length === 0) return { '@type': 'Country', name: '대한민국' };
  return regions.map((code) => ({
    '@type': 'AdministrativeArea',
    name: SIDO.find((s) => s.code === code)?.ko ?? code,
  }));
}

function jsonLdOf(item: ItemDetail, url: string): Record<string, unknown> {
  const common = {
    '@context': 'https://schema.org',
    name: item.title,
    description: shorten(item.summary || item.body),
    url,
  };
  switch (item.kind) {
    case 'policy':
      return {
        ...common,
        '@type': 'GovernmentService',
        serviceType: item.categories.join(', '),
        provider: { '@type': 'GovernmentOrganization', name: item.agency },
        areaServed: areaServed(item.regions),
        audience: { '@type': 'Audience', audienceType: '청년' },
        ...(item.policy.links.apply
          ? { availableChannel: { '@type': 'ServiceChannel', serviceUrl: item.policy.links.apply } }
          : {}),
      };
    case 'event': {
      const { event } = item;
      return {
        ...common,
        '@type': 'Event',
        startDate: event.starts_at,
        endDate: event.ends_at,
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: event.is_online
          ? 'https://schema.org/OnlineEventAttendanceMode'
          : 'https://schema.org/OfflineEventAttendanceMode',
        location: event.is_online
          ? { '@type': 'VirtualLocation', url: event.links.apply ?? url }
          : {
              '@type': 'Place',
              name: event.venue_name ?? event.host,
              address: event.venue_address ?? '',
            },
        organizer: { '@type': 'Organization', name: event.host || item.agency },
        isAccessibleForFree: event.fee_won === 0,
        offers: {
          '@type': 'Offer',
          price: event.fee_won,
          priceCurrency: 'KRW',
          url: event.links.apply ?? url,
          ...(item.apply_start ? { validFrom: item.apply_start } : {}),
        },
      };
    }
    case 'video':
      return {
        ...common,
        '@type': 'VideoObject',
        // Search engines fetch these; the page itself loads nothing from YouTube before a click.
        thumbnailUrl:
          item.thumbnail_url ?? `https://i.ytimg.com/vi/${item.video.video_id}/hqdefault.jpg`,
        uploadDate: item.created_at,
        duration: isoDuration(item.video.duration_seconds),
        embedUrl: `https://www.youtube-nocookie.com/embed/${item.video.video_id}`,
        publisher: { '@type': 'Organization', name: item.video.channel || SERVICE_INFO.nameKo },
      };
  }
}

/**
 * More answers a screen reads on its first view, beside its own, read as a visitor sees them (the
 * server renders for nobody in particular): a list's strip banner, a detail's comment thread.
 * Without them the screen asks for them itself: a page never fails for their sake.
 */
export interface MorePageData {
  list?: ((context: PageContext) => Promise<InitialData[]>)[];
  detail?: ((cid: string, context: PageContext) => Promise<InitialData[]>)[];
}

const orNothing = (loading: Promise<InitialData[]>) => loading.catch(() => []);

/** A list page's first page of items, for the query its address names, and `more`'s answers. */
async function listPage(
  service: CatalogueService,
  kind: ItemKind,
  context: PageContext,
  more: MorePageData['list'] = [],
): Promise<PageContent> {
  const input = listRequest(queryFromSearch(kind, context.search), 1);
  const [data, ...extra] = await Promise.all([
    service.readList(kind, input),
    ...more.map((load) => orNothing(load(context))),
  ]);
  return { initialData: [{ route: listRoute(kind), input, data }, ...extra.flat()] };
}

/**
 * List pages arrive with their first page of items; detail pages with their subject in the HTML:
 * title, description and image for link previews (KakaoTalk reads Open Graph), schema.org JSON-LD
 * for search engines, and the detail answer itself (with `detailData`'s) so the screen renders
 * without a first round trip. Which pages those are, and of which kind, the page table says (`shows`).
 */
export function cataloguePages(
  service: CatalogueService,
  publicBaseUrl: string,
  more: MorePageData = {},
): PageContentLoader {
  return async (page, context) => {
    const { clientKey, isCrawler } = context;
    const listKind = page.route.shows?.list;
    if (listKind) return listPage(service, listKind, context, more.list);
    const kind = page.route.shows?.detail;
    const cid = page.params.cid;
    if (!kind || cid === undefined) return undefined;
    let item: ItemDetail;
    let extra: InitialData[][];
    try {
      [item, ...extra] = await Promise.all([
        service.readDetail(kind, cid, isCrawler ? undefined : clientKey),
        ...(more.detail ?? []).map((load) => orNothing(load(cid, context))),
      ]);
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return 'not_found';
      throw error;
    }
    const url = publicBaseUrl + detailPath(kind, cid);
    const content: PageContent = {
      head: {
        title: item.title,
        description: shorten(item.summary || item.body || item.title),
        imageUrl: item.thumbnail_url,
        ogType: kind === 'video' ? 'video.other' : 'article',
        jsonLd: jsonLdOf(item, url),
      },
      initialData: [
        { route: routeKey(CATALOGUE_CALLS[kind].readDetail), input: { cid }, data: item },
        ...extra.flat(),
      ],
    };
    return content;
  };
}
