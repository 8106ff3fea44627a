import { loadCopyArea, type CopyArea } from '../i18n/index.js';
import { reportClientError } from './api.js';
import { loadScreen } from './load-screen.js';

/** A module loaded on demand with the copy it names (as screens do, see routes.tsx). */
export interface PartModule {
  copyAreas?: readonly CopyArea[];
}

/**
 * A part of a screen whose code and copy load when first needed (the reviews panel, the report
 * form): every caller shares one load, which fails like a screen's (product §9), is logged, and is
 * tried again by the next caller. Unlike `React.lazy`, a failure is the caller's to show, in place,
 * without taking the screen down.
 */
export function partLoader<M extends PartModule>(load: () => Promise<M>): () => Promise<M> {
  let loading: Promise<M> | undefined;
  return () => {
    if (!loading) {
      const started = loadScreen(async () => {
        const module = await load();
        await Promise.all((module.copyAreas ?? []).map(loadCopyArea));
        return module;
      });
      started.catch((error: unknown) => {
        if (loading === started) loading = undefined;
        reportClientError('screen_load_failed', error);
      });
      loading = started;
    }
    return loading;
  };
}
