import { pageRequest, queryFromSearch } from '../../../shared/catalogue-query.js';
import { routeKey } from '../../../shared/contract/define.js';
import { searchCommon } from '../../../shared/contract/search.js';
import { translate } from '../../../shared/i18n/translate.js';
import type { PageContentLoader } from '../../http/client-app.js';
import type { SearchService } from './search.service.js';

/**
 * The search page arrives with its first page of results for the words and tab its address
 * names, titled by the words ("'월세' 검색 결과 | 청년혜택"), and kept out of search engines'
 * indexes, with words or without.
 */
export function searchPages(service: SearchService): PageContentLoader {
  return async (page, { locale, search }) => {
    if (page.route.screen !== 'SearchedList') return undefined;
    const query = queryFromSearch('search', search);
    const keyword = query.keyword ?? '';
    if (!keyword) return { noindex: true, initialData: [] };
    // The very request the screen makes first, so it takes this answer instead of asking.
    const input = pageRequest('search', query, 1);
    const data = await service.search(searchCommon.input.parse(input));
    return {
      title: translate(locale, 'search.resultsTitle', { keyword }) ?? keyword,
      noindex: true,
      initialData: [{ route: routeKey(searchCommon), input, data }],
    };
  };
}
