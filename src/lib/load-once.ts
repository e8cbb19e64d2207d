/**
 * A chunk loaded on demand, once: every caller shares one import, and what has arrived can be
 * read synchronously (a component mounting later starts with it, not with a placeholder). A
 * failed import is forgotten, so the next call tries again.
 */
export interface LoadOnce<M> {
  load: () => Promise<M>;
  loaded: () => M | null;
}

export function loadOnce<M>(importer: () => Promise<M>): LoadOnce<M> {
  let pending: Promise<M> | null = null;
  let module: M | null = null;
  return {
    load: () => {
      pending ??= importer().then(
        (arrived) => {
          module = arrived;
          return arrived;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => module,
  };
}
