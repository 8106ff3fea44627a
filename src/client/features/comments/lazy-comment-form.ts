import { lazy } from 'react';

/**
 * The writing form with its words, loaded when a signed-in reader comes near the thread or starts
 * to write: react-hook-form and the shared schemas are no part of a detail's first JavaScript.
 */
export const LazyCommentForm = lazy(async () => {
  const module = await import('./comment-form.js');
  await module.loadCopy();
  return { default: module.CommentForm };
});
