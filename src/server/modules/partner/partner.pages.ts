import { routeKey } from '../../../shared/contract/define.js';
import { partnerRead } from '../../../shared/contract/partner.js';
import type { PageContentLoader } from '../../http/client-app.js';
import { AppError } from '../../http/app-error.js';
import type { PartnerService } from './partner.service.js';

const DESCRIPTION_MAX_LENGTH = 160;

/**
 * A partner page (`/collabo/{slug}/`) arrives with its content in the HTML, titled by the
 * partner, with its logo and introduction for link previews; an unknown partner is the
 * not-found page with HTTP 404, as an unknown item's detail is.
 */
export function partnerPages(service: PartnerService, publicBaseUrl: string): PageContentLoader {
  return async (page, { locale }) => {
    if (page.route.screen !== 'Collabo') return undefined;
    const slug = page.params.partner ?? '';
    if (!partnerRead.input.safeParse({ slug }).success) return 'not_found';
    let content;
    try {
      content = await service.read(slug);
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return 'not_found';
      throw error;
    }
    const language = locale === 'en-US' ? 'en' : 'ko';
    const { partner } = content;
    const intro = partner.intro[language].replace(/\s+/g, ' ');
    return {
      head: {
        title: partner.name[language],
        description:
          intro.length <= DESCRIPTION_MAX_LENGTH
            ? intro
            : `${intro.slice(0, DESCRIPTION_MAX_LENGTH - 1).trimEnd()}…`,
        imageUrl: partner.logo_url,
        ogType: 'website',
        jsonLd: {
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: partner.name[language],
          logo: partner.logo_url,
          description: intro,
          url: `${publicBaseUrl}/collabo/${slug}/`,
        },
      },
      initialData: [{ route: routeKey(partnerRead), input: { slug }, data: content }],
    };
  };
}
