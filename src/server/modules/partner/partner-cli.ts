import { parseArgs } from 'node:util';
import { PartnerFieldsSchema } from '../../../shared/contract/partner.js';
import { loadConfig } from '../../config.js';
import { withCommandDatabase } from '../../db/command-database.js';
import { CommandError, parseOrExplain, runCommandLine, say } from '../../lib/command-line.js';
import { allPartners } from './partner.repository.js';
import {
  addPartner,
  editPartner,
  PartnerChangeError,
  removePartner,
  setPartnerItems,
} from './partner.service.js';

/**
 * `npm run partner -- list | add | edit | items | remove`: operators make and change partner
 * pages (`/collabo/{slug}/`) on DATABASE_URL or the PGlite under DATA_DIR (refused while a server
 * holds it), checked as the page needs them and audited as done on the command line.
 */
const USAGE = say(
  `사용법:
  npm run partner -- list
  npm run partner -- add 슬러그 --name-ko 이름 --name-en Name --intro-ko 소개 --intro-en Intro --logo 로고주소
  npm run partner -- edit 슬러그 [--name-ko …] [--name-en …] [--intro-ko …] [--intro-en …] [--logo …]
  npm run partner -- items 슬러그 [cid …]   (보여 줄 항목을 이 순서로 바꿔요. 없으면 비워요.)
  npm run partner -- remove 슬러그`,
  `Usage:
  npm run partner -- list
  npm run partner -- add SLUG --name-ko 이름 --name-en Name --intro-ko 소개 --intro-en Intro --logo LOGO_URL
  npm run partner -- edit SLUG [--name-ko …] [--name-en …] [--intro-ko …] [--intro-en …] [--logo …]
  npm run partner -- items SLUG [CID …]   (the items shown, in this order; none empties the list)
  npm run partner -- remove SLUG`,
);

function explain(error: PartnerChangeError): string {
  const { reason, subject } = error;
  switch (reason) {
    case 'slug_taken':
      return say(
        `${subject} 파트너가 이미 있어요. edit로 고쳐 주세요.`,
        `Partner ${subject} exists; use edit.`,
      );
    case 'unknown_partner':
      return say(`${subject} 파트너가 없어요.`, `No partner ${subject}.`);
    case 'unknown_items':
      return say(`카탈로그에 없는 항목이에요: ${subject}`, `Not in the catalogue: ${subject}`);
    case 'too_many_items':
      return say(`항목은 ${subject}개까지 고를 수 있어요.`, `At most ${subject} items.`);
  }
}

await runCommandLine(async () => {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      'name-ko': { type: 'string' },
      'name-en': { type: 'string' },
      'intro-ko': { type: 'string' },
      'intro-en': { type: 'string' },
      logo: { type: 'string' },
    },
  });
  const [command, slug, ...rest] = positionals;
  const fields = {
    name_ko: values['name-ko'],
    name_en: values['name-en'],
    intro_ko: values['intro-ko'],
    intro_en: values['intro-en'],
    logo_url: values.logo,
  };
  const pageOf = (partnerSlug: string) => `/collabo/${partnerSlug}/`;
  try {
    await withCommandDatabase(loadConfig(), async ({ db }) => {
      if (command === 'list' && slug === undefined) {
        const partners = await allPartners(db);
        console.log(
          partners.length
            ? partners
                .map((p) => `${pageOf(p.slug)}  ${p.name_ko} / ${p.name_en}  (${p.items})`)
                .join('\n')
            : say('파트너가 없어요.', 'No partners.'),
        );
      } else if (command === 'add' && slug !== undefined && rest.length === 0) {
        const row = await addPartner(db, parseOrExplain(PartnerFieldsSchema, { slug, ...fields }));
        console.log(
          say(`파트너를 만들었어요: ${pageOf(row.slug)}`, `Partner added: ${pageOf(row.slug)}`),
        );
      } else if (command === 'edit' && slug !== undefined && rest.length === 0) {
        const given = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
        if (Object.keys(given).length === 0) throw new CommandError(USAGE);
        const changes = parseOrExplain(PartnerFieldsSchema.omit({ slug: true }).partial(), given);
        await editPartner(db, slug, changes);
        console.log(say(`파트너를 고쳤어요: ${pageOf(slug)}`, `Partner changed: ${pageOf(slug)}`));
      } else if (command === 'items' && slug !== undefined) {
        const cids = await setPartnerItems(db, slug, rest);
        console.log(
          say(
            `${pageOf(slug)}에 항목 ${cids.length}개를 보여 줘요.`,
            `${pageOf(slug)} shows ${cids.length} item(s).`,
          ),
        );
      } else if (command === 'remove' && slug !== undefined && rest.length === 0) {
        await removePartner(db, slug);
        console.log(say(`파트너를 지웠어요: ${slug}`, `Partner removed: ${slug}`));
      } else {
        throw new CommandError(USAGE);
      }
    });
  } catch (error) {
    if (error instanceof PartnerChangeError) throw new CommandError(explain(error));
    throw error;
  }
});
