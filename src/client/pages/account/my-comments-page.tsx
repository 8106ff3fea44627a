import { lazy, Suspense } from 'react';

/**
 * The list and its words load after this screen: what they share with the detail's thread (the
 * comment copy, the relative times) would otherwise be chunks named in every page's first script.
 */
const MyCommentsList = lazy(async () => {
  const module = await import('../../features/comments/my-comments.js');
  await module.loadCopy();
  return module;
});

/** MyComments (product §2), a tab of the account page: the user's comments and replies. */
export default function MyComments() {
  return (
    <Suspense fallback={<div aria-busy="true" className="screen-placeholder" />}>
      <MyCommentsList />
    </Suspense>
  );
}
