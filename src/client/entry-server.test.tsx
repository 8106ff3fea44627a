import { use, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { ItemDetail } from '../shared/contract/catalogue.js';
import { renderPage, renderTree } from './entry-server.js';
import { useItemDetail } from './features/catalogue-detail/use-item-detail.js';
import { useTranslation } from './i18n/index.js';
import type { InitialData } from './lib/query/initial-data.js';

/**
 * The server renders pages side by side (no queue): each render has its own language and its
 * own data, given through React context, so a render that waits holds up no other and never
 * lends it its language or its data.
 */

const detailOf = (cid: string, title: string): InitialData => ({
  route: 'policy/read#read_detail',
  input: { cid },
  data: { kind: 'policy', cid, title } as ItemDetail,
});

/** Waits until `until` settles, as a screen whose data is still loading would. */
function Held({ until, children }: { until: Promise<void>; children: ReactNode }) {
  use(until);
  return children;
}

/** What a screen reads during the render: its language, a text in it, and its item. */
function Probe({ cid }: { cid: string }) {
  const { t, locale } = useTranslation();
  const { state } = useItemDetail('policy', cid);
  const title = state.status === 'ready' ? state.item.title : state.status;
  return <p>{`${locale} | ${t('common.retry')} | ${title}`}</p>;
}

describe('server render', () => {
  it('renders a second page while the first still waits, each with its language and data', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));

    let isFirstDone = false;
    const first = renderTree(
      { url: '/policy-details/a/', locale: 'ko-KR', initialData: [detailOf('a', '월세 지원')] },
      <Held until={held}>
        <Probe cid="a" />
      </Held>,
    ).then((html) => {
      isFirstDone = true;
      return html;
    });
    const second = await renderTree(
      { url: '/policy-details/b/', locale: 'en-US', initialData: [detailOf('b', 'Rent support')] },
      <Probe cid="b" />,
    );

    expect(isFirstDone).toBe(false);
    expect(second).toContain('en-US | Try again | Rent support');
    release();
    expect(await first).toContain('ko-KR | 다시 시도 | 월세 지원');
  });

  it("gives a page only its own request's data: another page's is not there", async () => {
    const html = await renderTree(
      { url: '/policy-details/b/', locale: 'ko-KR', initialData: [detailOf('a', '월세 지원')] },
      <Probe cid="b" />,
    );
    expect(html).toContain('ko-KR | 다시 시도 | loading');
  });

  it('renders real pages at the same time in Korean and in English', async () => {
    const [korean, english] = await Promise.all([
      renderPage({ url: '/', locale: 'ko-KR', initialData: [] }),
      renderPage({ url: '/', locale: 'en-US', initialData: [] }),
    ]);
    expect(korean).toContain('청년혜택');
    expect(korean).not.toContain('Youth Benefits');
    expect(english).toContain('Youth Benefits');
    expect(english).not.toContain('청년혜택');
  });
});
