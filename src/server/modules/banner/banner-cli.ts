import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { bannerCreate, type BannerRecord } from '../../../shared/contract/banner.js';
import { loadConfig } from '../../config.js';
import { withCommandDatabase } from '../../db/command-database.js';
import { AppError } from '../../http/app-error.js';
import {
  COMMAND_LOCALE,
  CommandError,
  parseOrExplain,
  runCommandLine,
  say,
} from '../../lib/command-line.js';
import { presentBannerRecord } from './banner.presenter.js';
import { allBanners } from './banner.repository.js';
import { changeBanner, createBanner } from './banner.service.js';

/**
 * `npm run banner -- list | add … | off ID | on ID`: operators manage banners on DATABASE_URL or
 * the PGlite under DATA_DIR (refused while a server holds it), checked as `banner/update` checks
 * them, and audited as done on the command line.
 */
const USAGE = say(
  `사용법:
  npm run banner -- list
  npm run banner -- add --placement home_popup|detail_popup|list_strip --locale ko-KR|en-US
                        --title 제목 --image 이미지주소 [--link 링크주소]
                        [--from 2026-07-01T00:00:00+09:00] [--to …] [--position 0]
  npm run banner -- off 번호
  npm run banner -- on 번호`,
  `Usage:
  npm run banner -- list
  npm run banner -- add --placement home_popup|detail_popup|list_strip --locale ko-KR|en-US
                        --title TITLE --image IMAGE_URL [--link LINK_URL]
                        [--from 2026-07-01T00:00:00+09:00] [--to …] [--position 0]
  npm run banner -- off ID
  npm run banner -- on ID`,
);

function line(banner: BannerRecord): string {
  const schedule = `${banner.starts_at ?? '…'} ~ ${banner.ends_at ?? '…'}`;
  const state = banner.is_active ? say('켜짐', 'on') : say('꺼짐', 'off');
  return [
    `#${banner.id}`,
    state,
    banner.placement,
    banner.locale,
    `${say('순서', 'position')} ${banner.position}`,
    schedule,
    `"${banner.title}"`,
    banner.image_url,
    banner.link_url ?? '',
  ].join('  ');
}

function bannerId(value: string | undefined): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw new CommandError(USAGE);
  return id;
}

await runCommandLine(async () => {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      placement: { type: 'string' },
      locale: { type: 'string' },
      title: { type: 'string' },
      image: { type: 'string' },
      link: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      position: { type: 'string' },
    },
  });
  const [command, ...rest] = positionals;
  await withCommandDatabase(loadConfig(), async ({ db }) => {
    if (command === 'list' && rest.length === 0) {
      const banners = (await allBanners(db)).map(presentBannerRecord);
      console.log(
        banners.length ? banners.map(line).join('\n') : say('배너가 없어요.', 'No banners.'),
      );
    } else if (command === 'add' && rest.length === 0) {
      const { request_id: requestId, ...fields } = parseOrExplain(bannerCreate.input, {
        placement: values.placement,
        locale: values.locale,
        title: values.title,
        image_url: values.image,
        link_url: values.link ?? null,
        starts_at: values.from ?? null,
        ends_at: values.to ?? null,
        position: values.position === undefined ? 0 : Number(values.position),
        request_id: randomUUID(),
      });
      const banner = await createBanner(db, fields, requestId, null);
      console.log(say(`배너를 추가했어요:`, 'Banner added:'), `\n${line(banner)}`);
    } else if ((command === 'off' || command === 'on') && rest.length === 1) {
      try {
        const banner = await changeBanner(
          db,
          bannerId(rest[0]),
          { is_active: command === 'on' },
          null,
          COMMAND_LOCALE,
        );
        console.log(
          command === 'on'
            ? say('배너를 켰어요:', 'Banner on:')
            : say('배너를 껐어요:', 'Banner off:'),
          `\n${line(banner)}`,
        );
      } catch (error) {
        if (error instanceof AppError && error.status === 404) {
          throw new CommandError(say(`${rest[0]}번 배너가 없어요.`, `No banner #${rest[0]}.`));
        }
        throw error;
      }
    } else {
      throw new CommandError(USAGE);
    }
  });
});
