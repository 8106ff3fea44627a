import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CommentText } from './comment-text.js';

/**
 * Links in comments are people's, not ours (issue 12, product §5): search engines must not credit
 * them, and the page they open must not reach back to this one.
 */
describe('CommentText', () => {
  it('renders a link in a comment with rel="nofollow ugc noopener", in a new tab', () => {
    const html = renderToString(
      <CommentText text={'신청은 여기서 해요 https://example.com/apply 참고하세요'} />,
    );
    const link = /<a [^>]*>[^<]*<\/a>/.exec(html)?.[0];
    expect(link).toContain('href="https://example.com/apply"');
    expect(link).toContain('rel="nofollow ugc noopener"');
    expect(link).toContain('target="_blank"');
    expect(html).toContain('신청은 여기서 해요 ');
  });
});
