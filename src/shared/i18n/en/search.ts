import type { Catalogue } from '../format.js';
import type { koSearch } from '../ko/search.js';

/** English copy of the search page. */
export const enSearch: Catalogue<typeof koSearch> = {
  search: {
    empty: {
      title: "No results for '{{keyword}}'",
      kindTitle: "Nothing in {{kind}} for '{{keyword}}'",
      kindBody: 'Have a look at what the other kinds found.',
      tipsTitle: 'Try this',
      tips: [
        'Spacing does not matter: 청년월세 finds 청년 월세 too.',
        'Initial consonants work as well, e.g. ㅊㄴㅇㅅ.',
        'Use fewer or broader words, e.g. 월세 instead of 월세 지원.',
      ],
      browseTitle: 'Browse the lists',
    },
  },
};
